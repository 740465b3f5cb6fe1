import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/engines.ts';
import { describeStores, storageEnv } from '../../../test/storages.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

// Issue 16, settings: a square picture becomes every avatar size the contract names, made by
// the upload pipeline, and shows wherever the person is shown (a pin card's attribution).
describeStores('profile picture', (engine, store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: TestClient;
  beforeAll(async () => {
    t = await createTestApp(engine, await storageEnv(store));
    c = testClient(t.app);
    await c.signup('pic');
  });
  afterAll(() => t?.close());

  const setAvatar = async (who: TestClient, body: Buffer) => {
    const form = multipart('image', 'me.png', body, 'image/png');
    return who.post('/v3/users/me/avatar/', form.payload, { 'content-type': form.contentType });
  };
  /** The stored image at a URL, as sharp reads it (real bytes, not a row). */
  const imageAt = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return sharp(res.rawPayload).metadata();
  };

  it('makes the small, medium and large avatars, square, from a square upload', async () => {
    const res = await setAvatar(c, await makePng(600, 600, { r: 10, g: 200, b: 90 }));
    expect(res.status, res.body).toBe(200);
    const me = dataOf(res);
    expect(me.username).toBe('pic');
    const sizes = {
      imageSmallUrl: 136,
      imageMediumUrl: 236,
      imageLargeUrl: 474,
    } as const;
    for (const [field, side] of Object.entries(sizes)) {
      const url = me[field] as string;
      expect(url).toMatch(/^\/media\//);
      const meta = await imageAt(url);
      expect([meta.width, meta.height], field).toEqual([side, side]);
      expect(meta.format).toBe('jpeg');
    }
    // The viewer, the profile and a pin card's attribution all carry the new picture.
    const session = dataOf(await c.resource('UserSessionResource', 'get', {}));
    expect(session.viewer.imageSmallUrl).toBe(me.imageSmallUrl);
    const profile = dataOf(await c.resource('UserResource', 'get', { username: 'pic' }));
    expect(profile.imageLargeUrl).toBe(me.imageLargeUrl);
    const board = dataOf(await c.resource('BoardResource', 'create', { name: 'Mine' }));
    const form = multipart('image', 'p.png', await makePng(200, 300), 'image/png');
    const upload = dataOf(
      await c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    );
    const pin = dataOf(
      await c.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: upload.imageSignature,
      }),
    );
    expect(pin.pinner.imageSmallUrl).toBe(me.imageSmallUrl);
  });

  it('never upscales a small picture, but still answers every size', async () => {
    const me = dataOf(await setAvatar(c, await makePng(200, 200)));
    expect(await imageAt(me.imageSmallUrl).then((m) => [m.width, m.height])).toEqual([136, 136]);
    expect(await imageAt(me.imageLargeUrl).then((m) => [m.width, m.height])).toEqual([200, 200]);
  });

  it('refuses a picture that is not square, a non-image, and a visitor', async () => {
    const before = dataOf(await c.resource('UserSessionResource', 'get', {})).viewer;
    const wide = await setAvatar(c, await makePng(400, 300));
    expect(wide.status).toBe(400);
    expect(wide.json.resource_response.error).toMatchObject({
      field: 'image',
      message: 'A profile picture must be square (this one is 400x300). Crop it first.',
    });
    const text = await setAvatar(c, Buffer.from('not an image'));
    expect(text.status).toBe(415);
    const after = dataOf(await c.resource('UserSessionResource', 'get', {})).viewer;
    expect(after.imageSmallUrl).toBe(before.imageSmallUrl);
    expect((await setAvatar(testClient(t.app), await makePng(100, 100))).status).toBe(401);
    expect((await testClient(t.app).delete('/v3/users/me/avatar/')).status).toBe(401);
  });

  it('removes the picture', async () => {
    const res = await c.delete('/v3/users/me/avatar/');
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({
      imageSmallUrl: null,
      imageMediumUrl: null,
      imageLargeUrl: null,
    });
  });
});
