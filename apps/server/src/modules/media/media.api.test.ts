import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/engines.ts';
import { describeStores, storageEnv } from '../../../test/storages.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

describeStores('media uploads and serving', (engine, store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: TestClient;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      UPLOAD_MAX_BYTES: String(200 * 1024),
      ...(await storageEnv(store)),
    });
    c = testClient(t.app);
    await c.signup('uma');
  });
  afterAll(() => t?.close());

  const upload = (who: TestClient, body: Buffer, name = 'a.png') => {
    const form = multipart('image', name, body, 'image/png');
    return who.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType });
  };

  it('needs a signed-in viewer', async () => {
    expect((await upload(testClient(t.app), await makePng())).status).toBe(401);
  });

  it('stores one image row for the same bytes uploaded twice', async () => {
    const png = await makePng(321, 123);
    const a = dataOf(await upload(c, png));
    const b = dataOf(await upload(c, png));
    expect(a.imageSignature).toBe(b.imageSignature);
    const rows = await t.db.db
      .selectFrom('images')
      .selectAll()
      .where('signature', '=', a.imageSignature)
      .execute();
    expect(rows).toHaveLength(1);
    const orig = await c.get(a.images.orig.url);
    expect(orig.headers['content-type']).toBe('image/png');
    expect(orig.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('stores every size in the media store and serves byte ranges of it', async () => {
    const a = dataOf(await upload(c, await makePng(300, 200, { r: 9, g: 99, b: 199 })));
    for (const spec of Object.keys(a.images) as (keyof typeof a.images)[]) {
      const key = a.images[spec].url.slice('/media/'.length);
      expect(await t.storage.exists(key)).toBe(true);
    }
    const url = a.images['236x'].url;
    const get = (range?: string) => t.app.inject({ url, headers: range ? { range } : {} });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    const bytes = Number(whole.headers['content-length']);
    expect(bytes).toBe(whole.rawPayload.length);
    const part = await get('bytes=2-9');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${bytes}`);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(2, 10))).toBe(true);
    const past = await get(`bytes=${bytes + 10}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes}`);
  });

  it('never serves a torn image while nodes store the same bytes again', async () => {
    // Two nodes given the same upload at once both write its (content-addressed) sizes; a node
    // serving the image meanwhile must send the whole of it, as S3's atomic PutObject and the
    // local store's rename promise.
    const a = dataOf(await upload(c, await makePng(200, 160, { r: 200, g: 10, b: 90 })));
    const url = a.images['236x'].url;
    const key = url.slice('/media/'.length);
    const whole = (await t.app.inject({ url })).rawPayload;
    for (let round = 0; round < 30; round++) {
      const reads = await Promise.all([
        t.storage.put(key, whole, 'image/jpeg'),
        t.storage.put(key, whole, 'image/jpeg'),
        ...[0, 1, 2].map(() => t.app.inject({ url })),
      ]);
      for (const read of reads.slice(2) as Awaited<ReturnType<typeof t.app.inject>>[]) {
        expect(read.statusCode).toBe(200);
        expect(read.rawPayload.equals(whole)).toBe(true);
      }
    }
  });

  it('answers 415 for a non-image and 413 for a file over the limit, never 500', async () => {
    const text = await upload(c, Buffer.from('just text'), 'fake.png');
    expect(text.status).toBe(415);
    expect(dataOf(text)).toBeNull();
    expect(text.json.resource_response.error.message).toMatch(/isn't an image/);
    const big = await upload(c, Buffer.alloc(300 * 1024, 1), 'big.png');
    expect(big.status).toBe(413);
  });

  it('serves 404 for unknown media and never a file outside the media store', async () => {
    expect((await c.get('/media/236x/aa/bb/' + 'a'.repeat(32) + '.jpg')).status).toBe(404);
    for (const url of [
      '/media/orig/..%2f..%2f..%2fetc%2fpasswd',
      '/media/../../etc/passwd',
      '/media/orig/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await c.get(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/root:|"workspaces"/);
    }
  });
});
