import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/engines.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { createTestBucket, s3Env } from '../../../test/storages.ts';
import { mediaKey } from './sizes.ts';

/**
 * S3_SERVE=redirect on the run's loopback S3 server: /media/<key> answers a redirect the browser
 * follows to the bucket (a signed URL) or to MEDIA_PUBLIC_URL, with the same cache policy, and the
 * bytes come from the bucket itself. (The proxied mode runs the whole media suite: media.api.test.)
 */
const uploadTo = async (t: TestApp, rgb: { r: number; g: number; b: number }) => {
  const c = testClient(t.app);
  await c.signup(`s3${rgb.r}`);
  const form = multipart('image', 'a.png', await makePng(300, 200, rgb), 'image/png');
  const res = await c.post('/v3/media/uploads/', form.payload, {
    'content-type': form.contentType,
  });
  expect(res.status).toBe(200);
  return dataOf(res) as { imageSignature: string; images: Record<string, { url: string }> };
};

describe('media served from S3 by redirect, signed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', s3Env(await createTestBucket(), 'redirect'));
  });
  afterAll(() => t?.close());

  it('redirects to a signed URL the bucket serves with the immutable cache policy', async () => {
    const image = await uploadTo(t, { r: 1, g: 2, b: 3 });
    const res = await t.app.inject({ url: image.images['236x']!.url });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The same URL all day (signed as of the day's start), so browsers keep their copy.
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    expect((await t.app.inject({ url: image.images['236x']!.url })).headers.location).toBe(
      res.headers.location,
    );
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fetched.arrayBuffer());
    const stored = await t.storage.get(image.images['236x']!.url.slice('/media/'.length));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
  });

  it("lets pages load media from the bucket's origin (Content-Security-Policy)", async () => {
    // Any answer but the machines' probes (/healthz goes without the page headers).
    const csp = (await t.app.inject({ url: '/policy/spam/' })).headers['content-security-policy'];
    const origin = new URL(t.config.s3!.endpoint!).origin;
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
  });

  it('streams playlists itself: their segment paths are relative to Tack', async () => {
    const key = `hls/ab/cd/${'ab'.repeat(32)}.m3u8`;
    await t.storage.put(key, Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');
    const res = await t.app.inject({ url: `/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('#EXTM3U\n');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a missing board cover size before redirecting to it, and signs no unknown key', async () => {
    const image = await uploadTo(t, { r: 4, g: 5, b: 6 });
    const key = mediaKey('222x', image.imageSignature);
    await t.storage.delete(key);
    const res = await t.app.inject({ url: `/media/${key}` });
    expect(res.statusCode).toBe(302);
    expect(await t.storage.exists(key)).toBe(true);
    expect(
      (await t.app.inject({ url: `/media/${mediaKey('222x', 'ef'.repeat(16))}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/media/not/a/key' })).statusCode).toBe(404);
  });
});

describe('media served from S3 by redirect, through a public base URL (a CDN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      ...s3Env(await createTestBucket(), 'redirect'),
      MEDIA_PUBLIC_URL: 'https://cdn.tack.example/media/',
    });
  });
  afterAll(() => t?.close());

  it('redirects to the public URL of the key, cacheable as long as the key', async () => {
    const image = await uploadTo(t, { r: 7, g: 8, b: 9 });
    const url = image.images.orig!.url;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://cdn.tack.example/media/${url.slice('/media/'.length)}`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.tack\.example/);
  });
});
