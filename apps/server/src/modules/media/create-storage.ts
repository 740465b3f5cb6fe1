import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/** The media store MEDIA_STORAGE names: the local directory (default) or the S3 bucket. */
export function createStorage(
  config: Pick<Config, 'mediaStorage' | 'mediaDir' | 's3'>,
): MediaStorage {
  if (config.mediaStorage === 's3') return new S3Storage(config.s3!);
  return new LocalStorage(config.mediaDir);
}
