import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { bytes, startFixtureSite, type FixtureSite } from '../../../test/fixture-site.ts';
import { makePng } from '../../../test/images.ts';
import { pageRoutes } from '../../../test/page-fixtures.ts';
import { allowLoopbackConnectionsOnly } from '../../../test/loopback-only.ts';

/**
 * POST PinResource as messaging-consent-routes §7 writes it: board_id, section, image_url,
 * image_base64, method and guid, answering data.id and data.pinner.id. One creation path: the
 * image, however it came, goes through the upload pipeline; the pin through the same insert.
 */
let site: FixtureSite;
let png: Buffer;
let noisy: Buffer;
let uninstallGuard: () => void;

beforeAll(async () => {
  uninstallGuard = allowLoopbackConnectionsOnly();
  png = await makePng(300, 420, { r: 10, g: 200, b: 90 });
  // Random pixels do not compress: a PNG of about 1.7 MB, over the app's 1 MiB JSON body limit.
  const raw = Buffer.alloc(760 * 760 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  noisy = await sharp(raw, { raw: { width: 760, height: 760, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  site = await startFixtureSite({
    ...(await pageRoutes()),
    '/big.png': bytes(noisy, 'image/png'),
  });
});
afterAll(async () => {
  await site?.close();
  uninstallGuard?.();
});

describeEngines('POST PinResource with every image source', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let other: TestClient;
  let board: { id: string };
  let section: { id: string };
  const create = (c: TestClient, options: Record<string, unknown>) =>
    c.resource('PinResource', 'create', { board_id: board.id, ...options });
  const stored = (id: string) =>
    t.db.db
      .selectFrom('pins')
      .select(['method', 'source_url', 'section_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine, { FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1' });
    maker = testClient(t.app);
    other = testClient(t.app);
    await maker.signup('maker');
    await other.signup('other');
    board = data(await maker.resource('BoardResource', 'create', { name: 'Sources' }));
    section = data(
      await maker.resource('BoardSectionResource', 'create', { board_id: board.id, title: 'Part' }),
    );
  });
  afterAll(() => t.close());

  it('takes image_base64 as a data URL, into a section, answering data.id and data.pinner.id', async () => {
    const res = await create(maker, {
      section: section.id,
      image_base64: `data:image/png;base64,${png.toString('base64')}`,
      title: 'From bytes',
    });
    expect(res.status).toBe(200);
    const pin = data(res);
    expect(pin.id).toMatch(/^\d+$/);
    expect(pin.pinner.id).toBe(
      data(await maker.resource('UserSessionResource', 'get', {})).viewer.id,
    );
    expect(pin).toMatchObject({
      width: 300,
      height: 420,
      sectionId: section.id,
      richSummary: null,
    });
    expect(Object.keys(pin.images)).toHaveLength(7);
    expect((await maker.get(pin.images['236x'].url)).status).toBe(200);
    expect(await stored(pin.id)).toEqual({
      method: 'uploaded',
      source_url: null,
      section_id: section.id,
    });
  });

  it('takes bare base64 larger than the 1 MiB JSON limit other calls keep', async () => {
    const res = await create(maker, { image_base64: noisy.toString('base64') });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ width: 760, height: 760 });
    const other = await maker.post(
      '/resource/BoardResource/create/',
      JSON.stringify({ options: { name: 'x'.repeat(1_200_000) } }),
      { 'content-type': 'application/json' },
    );
    expect(other.status).toBe(413);
  });

  it('fetches image_url through the guarded fetcher and the upload pipeline', async () => {
    const res = await create(maker, {
      image_url: `${site.origin}/img/tall.png`,
      title: 'By address',
    });
    expect(res.status).toBe(200);
    const pin = data(res);
    expect(pin).toMatchObject({ width: 400, height: 600, title: 'By address', link: null });
    // Same bytes as the fixture: the same content-hash signature as an upload of them would get.
    const served = Buffer.from(await (await fetch(`${site.origin}/img/tall.png`)).arrayBuffer());
    const again = data(await create(maker, { image_base64: served.toString('base64') }));
    expect(again.imageSignature).toBe(pin.imageSignature);
    expect((await stored(pin.id)).method).toBe('scraped');
  });

  it('records the method: a button without a guid is button_external, with one a button', async () => {
    const image_base64 = png.toString('base64');
    const external = data(await create(maker, { image_base64, method: 'button' }));
    const button = data(await create(maker, { image_base64, method: 'button', guid: 'a1b2-c3' }));
    const bookmarklet = data(await create(maker, { image_base64, method: 'bookmarklet' }));
    expect((await stored(external.id)).method).toBe('button_external');
    expect((await stored(button.id)).method).toBe('button');
    expect((await stored(bookmarklet.id)).method).toBe('bookmarklet');
  });

  it('keeps the source page and its rich data for a pin made from a page, and saves copy them', async () => {
    const pin = data(
      await create(maker, {
        image_url: `${site.origin}/img/wide.png`,
        method: 'button',
        guid: 'g-1',
        link: `${site.origin}/product`,
      }),
    );
    expect(pin.richSummary).toMatchObject({
      typeName: 'product',
      products: [{ offerSummary: { price: '$149.00' } }],
    });
    expect(await stored(pin.id)).toMatchObject({
      method: 'button',
      source_url: `${site.origin}/product`,
    });
    const saverBoard = data(await other.resource('BoardResource', 'create', { name: 'Saved' }));
    const save = data(
      await other.resource('RepinResource', 'create', { pin_id: pin.id, board_id: saverBoard.id }),
    );
    const copy = data(await other.resource('PinResource', 'get', { id: save.id }));
    expect(copy.richSummary).toEqual(pin.richSummary);
    expect(copy.richMetadata).toEqual(pin.richMetadata);
    expect((await stored(save.id)).method).toBeNull();
  });

  it('still makes the pin when its page cannot be read, without rich data', async () => {
    const pin = data(
      await create(maker, {
        image_base64: png.toString('base64'),
        method: 'scraped',
        link: `${site.origin}/gone`,
      }),
    );
    expect(pin.richSummary).toBeNull();
    expect(pin.richMetadata).toBeNull();
    expect((await stored(pin.id)).source_url).toBe(`${site.origin}/gone`);
  });

  it('wants exactly one image source', async () => {
    const none = await create(maker, { title: 'No image' });
    expect(none.status).toBe(400);
    expect(none.json.resource_response.error.errors).toEqual([
      {
        field: 'image_signature',
        message: 'Upload an image or a video first, or give its image_url or image_base64',
      },
    ]);
    const two = await create(maker, {
      image_base64: 'aGk=',
      image_url: `${site.origin}/img/tall.png`,
    });
    expect(two.status).toBe(400);
    expect(two.json.resource_response.error.errors[0]).toEqual({
      field: 'image_base64',
      message:
        'Give the picture one way only: image_signature, image_url, image_base64 or video_id',
    });
  });

  it('answers bad images on their field: refused address, not an image, bad base64, unknown method', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { image_url: 'http://10.0.0.5/cat.png' },
        400,
        'image_url',
        'That address is on a private network',
      ],
      [
        { image_url: 'http://[::ffff:169.254.169.254]/' },
        400,
        'image_url',
        'That address is on a private network',
      ],
      [
        { image_url: `${site.origin}/not-an-image.png` },
        415,
        'image_url',
        "That address isn't an image we can read",
      ],
      [
        { image_url: `${site.origin}/openGraph` },
        415,
        'image_url',
        "That address isn't an image we can read",
      ],
      [
        { image_url: `${site.origin}/nothing.png` },
        400,
        'image_url',
        "That image wasn't found (404)",
      ],
      [{ image_base64: 'not base64!' }, 400, 'image_base64', "That image isn't valid base64"],
      [
        { image_base64: Buffer.from('<svg/>').toString('base64') },
        415,
        'image_base64',
        "That file isn't an image we can read (JPEG, PNG, WebP, GIF or AVIF).",
      ],
    ];
    for (const [options, status, field, message] of cases) {
      const res = await create(maker, options);
      expect([options, res.status]).toEqual([options, status]);
      expect(res.json.resource_response.error).toMatchObject({ field, message });
    }
    const method = await create(maker, {
      image_base64: png.toString('base64'),
      method: 'telepathy',
    });
    expect(method.status).toBe(400);
    expect(method.json.resource_response.error.errors[0].field).toBe('method');
  });

  it('checks the board before fetching anything', async () => {
    const before = site.hits.length;
    const res = await create(other, { image_url: `${site.origin}/img/wide.png` });
    expect(res.status).toBe(403);
    expect(site.hits.length).toBe(before);
  });

  it('refuses a large body from a signed-out client before reading it', async () => {
    const anon = testClient(t.app);
    const res = await anon.post(
      '/resource/PinResource/create/',
      JSON.stringify({ options: { board_id: board.id, image_base64: noisy.toString('base64') } }),
      { 'content-type': 'application/json' },
    );
    expect(res.status).toBe(401);
  });
});

describeEngines('image limits for pins by address and base64', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: TestClient;
  let board: { id: string };
  beforeAll(async () => {
    t = await createTestApp(engine, {
      FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      UPLOAD_MAX_BYTES: String(1024 * 1024),
      UPLOAD_RATE_LIMIT: '3',
    });
    c = testClient(t.app);
    await c.signup('limits');
    board = data(await c.resource('BoardResource', 'create', { name: 'Limits' }));
  });
  afterAll(() => t.close());

  it('holds both to UPLOAD_MAX_BYTES and to the per-user upload limit', async () => {
    const far = await c.resource('PinResource', 'create', {
      board_id: board.id,
      image_url: `${site.origin}/big.png`,
    });
    expect(far.status).toBe(413);
    expect(far.json.resource_response.error).toMatchObject({
      field: 'image_url',
      message: 'That image is too large (over 1 MB)',
    });
    // Past the body limit for base64 of 1 MB: refused before it is read (not counted).
    const big = await c.resource('PinResource', 'create', {
      board_id: board.id,
      image_base64: noisy.toString('base64'),
    });
    expect(big.status).toBe(413);
    for (let i = 0; i < 2; i++) {
      const ok = await c.resource('PinResource', 'create', {
        board_id: board.id,
        image_base64: png.toString('base64'),
      });
      expect(ok.status).toBe(200);
    }
    const limited = await c.resource('PinResource', 'create', {
      board_id: board.id,
      image_base64: png.toString('base64'),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
