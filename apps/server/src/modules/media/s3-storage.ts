import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { IMMUTABLE, isMediaKey, typeOfKey } from './media-keys.ts';
import type { MediaStorage, StoredObject } from './storage.ts';

export interface S3Options {
  /** An S3-compatible server's URL (MinIO, R2, Ceph...); unset: AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither: neither uses the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most non-AWS servers). */
  forcePathStyle: boolean;
  /** `redirect`: browsers fetch media from the bucket (or `publicUrl`); `proxy`: through Tack. */
  serve: 'redirect' | 'proxy';
  /** A public base URL (a CDN, or a public bucket) that `<publicUrl>/<key>` serves; else signed URLs. */
  publicUrl: string | null;
}

const DAY_S = 86_400;

/** A missing object: S3 answers 404 (NoSuchKey on GET, NotFound on HEAD). */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Media in an S3-compatible bucket through the AWS SDK. A PutObject is atomic (a reader never sees
 * half an object), so there are no temp objects; streams go up in parts (lib-storage's Upload).
 * Every object is stored with its content type and the immutable cache policy, which a CDN or
 * a public bucket then serves as it is.
 */
export class S3Storage implements MediaStorage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly opts: S3Options) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
      forcePathStyle: opts.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private checked(key: string): string {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      },
      // Parts of 8 MiB, two at a time: a 200 MB video never sits in memory whole.
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    }).done();
  }

  async get(key: string, range?: { start: number; end: number }) {
    if (!isMediaKey(key)) return null;
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // `bytes 0-99/1234`: the whole object's size after the slash.
      const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
      return {
        body: res.Body as Readable,
        contentType: typeOfKey(key) ?? res.ContentType ?? 'application/octet-stream',
        bytes: total ? Number(total) : (res.ContentLength ?? 0),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<{ bytes: number } | null> {
    if (!isMediaKey(key)) return null;
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { bytes: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
    );
  }

  /** Every media object, a page of up to 1000 keys at a time; anything else in the bucket is not ours. */
  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key && isMediaKey(o.Key))
          yield { key: o.Key, modifiedAt: o.LastModified ?? new Date(0), bytes: o.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /**
   * With S3_SERVE=redirect: the public base URL's address for the key (immutable, as the key's
   * bytes are), or a signed GET URL. Signed URLs are signed as of the start of the current
   * UTC day and valid for two, so one key has one URL all day: the browser's cache of the object
   * keeps working, and the redirect itself is cacheable until the day ends.
   */
  async directUrl(key: string): Promise<{ url: string; cacheControl: string } | null> {
    if (this.opts.serve !== 'redirect' || !isMediaKey(key)) return null;
    if (this.opts.publicUrl)
      return { url: `${this.opts.publicUrl}/${key}`, cacheControl: IMMUTABLE };
    const nowS = Math.floor(Date.now() / 1000);
    const dayStartS = nowS - (nowS % DAY_S);
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseCacheControl: IMMUTABLE }),
      { expiresIn: 2 * DAY_S, signingDate: new Date(dayStartS * 1000) },
    );
    return { url, cacheControl: `public, max-age=${Math.max(60, dayStartS + DAY_S - nowS)}` };
  }

  /** The origin browsers fetch redirected media from (for the pages' Content-Security-Policy). */
  async mediaOrigin(): Promise<string | null> {
    if (this.opts.serve !== 'redirect') return null;
    if (this.opts.publicUrl) return new URL(this.opts.publicUrl).origin;
    const sample = await this.directUrl(`orig/00/00/${'0'.repeat(32)}`);
    return sample && new URL(sample.url).origin;
  }
}
