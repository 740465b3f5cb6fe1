import crypto from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, inject } from 'vitest';
import type { Engine } from '../src/db/dialect.ts';
import { engines, threeNodes } from './engines.ts';

/** The media stores a suite runs on: the local directory, and S3 on the run's loopback server. */
export type StorageKind = 'local' | 's3';
export const storageKinds: StorageKind[] = ['local', 's3'];

const s3Url = inject('s3Url');
/** s3rver's built-in account. */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A client of the run's S3 server, for tests that look into a bucket themselves. */
export const testS3Client = () =>
  new S3Client({
    endpoint: s3Url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_KEYS,
  });

/** A new empty bucket on the run's S3 server, so tests never see each other's objects. */
export async function createTestBucket(): Promise<string> {
  const bucket = `tack-${crypto.randomBytes(6).toString('hex')}`;
  const client = testS3Client();
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return bucket;
}

/** The S3 settings of an app storing its media in `bucket` of the run's S3 server. */
export const s3Env = (bucket: string, serve: 'proxy' | 'redirect' = 'proxy') => ({
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: s3Url,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
  S3_FORCE_PATH_STYLE: '1',
  S3_SERVE: serve,
});

/** An app's settings for `kind`: nothing for local storage, a fresh bucket for S3. */
export async function storageEnv(kind: StorageKind): Promise<Record<string, string>> {
  return kind === 's3' ? s3Env(await createTestBucket()) : {};
}

/**
 * `describe` once per engine and media store: the same media suite on local files and on S3
 * (streamed through Tack, so the same assertions hold; redirects have their own tests).
 */
export function describeStores(
  title: string,
  fn: (engine: Engine, storage: StorageKind) => void,
  kinds: StorageKind[] = storageKinds,
) {
  for (const storage of kinds) {
    // Three nodes share media only through a bucket (engines.ts, threeNodes).
    if (threeNodes) {
      if (storage === 's3')
        describe(`${title} [postgres, s3, three nodes]`, () => fn('postgres', storage));
      continue;
    }
    for (const engine of ['sqlite', 'postgres'] as const)
      describe.skipIf(!engines.includes(engine))(`${title} [${engine}, ${storage}]`, () =>
        fn(engine, storage),
      );
  }
}
