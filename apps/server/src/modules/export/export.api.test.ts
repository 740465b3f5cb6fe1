import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, threeNodes, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { mediaKey } from '../media/sizes.ts';
import { LocalStorage } from '../media/local-storage.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { readZip } from './unzip.testing.ts';
import { seedLargeAccount } from './export-load.testing.ts';
import { measureExport } from '../../../test/export-download.ts';

const URL_PATH = '/v3/users/me/export/';

// Owen has a public board with a section, a secret board, pins with notes and alt text, and
// follows Bea. Bea has her own secret board and pins: none of it may reach Owen's export.
describeEngines('exporting your data', (engine) => {
  let t: TestApp;
  let owen: TestClient, bea: TestClient;
  const id: Record<string, string> = {};

  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  const upload = async (c: TestClient, color: { r: number; g: number; b: number }) => {
    const form = multipart('image', 'a.png', await makePng(300, 200, color), 'image/png');
    return (
      await ok(c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
    ).imageSignature as string;
  };
  const download = (c: TestClient | null) =>
    t.app.inject({
      method: 'GET',
      url: URL_PATH,
      headers: c ? { cookie: `${SESSION_COOKIE}=${c.cookie(SESSION_COOKIE)}` } : {},
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owen, bea] = [testClient(t.app), testClient(t.app)];
    id.owen = (await owen.signup('owen')).viewer.id;
    id.bea = (await bea.signup('bea')).viewer.id;
    id.owenImage = await upload(owen, { r: 200, g: 40, b: 60 });
    id.owenImage2 = await upload(owen, { r: 20, g: 140, b: 60 });
    id.beaImage = await upload(bea, { r: 20, g: 40, b: 160 });
    id.lamps = (await ok(owen.resource('BoardResource', 'create', { name: 'Lamps & lights' }))).id;
    id.hidden = (await ok(owen.resource('BoardResource', 'create', { name: 'Gift ideas' }))).id;
    await ok(owen.resource('BoardResource', 'update', { board_id: id.hidden, privacy: 'secret' }));
    id.section = (
      await ok(
        owen.resource('BoardSectionResource', 'create', { board_id: id.lamps, title: 'Brass' }),
      )
    ).id;
    id.pin1 = (
      await ok(
        owen.resource('PinResource', 'create', {
          board_id: id.lamps,
          section: id.section,
          image_signature: id.owenImage,
          title: 'Brass lamp',
          description: 'A lamp <script>alert(1)</script>\nsecond line',
          link: 'https://lamps.example/item',
          alt_text: 'A brass desk lamp',
        }),
      )
    ).id;
    id.pin2 = (
      await ok(
        owen.resource('PinResource', 'create', {
          board_id: id.hidden,
          image_signature: id.owenImage2,
          title: 'Secret gift',
        }),
      )
    ).id;
    // The saver's own note (written by the pin's note editor elsewhere).
    await t.db.db
      .updateTable('pins')
      .set({ note: 'Buy in May' })
      .where('id', '=', id.pin1!)
      .execute();
    await ok(owen.resource('UserFollowResource', 'create', { user_id: id.bea }));
    id.beaSecret = (await ok(bea.resource('BoardResource', 'create', { name: 'Bea secret' }))).id;
    await ok(
      bea.resource('BoardResource', 'update', { board_id: id.beaSecret, privacy: 'secret' }),
    );
    id.beaPin = (
      await ok(
        bea.resource('PinResource', 'create', {
          board_id: id.beaSecret,
          image_signature: id.beaImage,
          title: 'Bea private pin',
        }),
      )
    ).id;
  });
  afterAll(() => t?.close());

  it('answers a zip of the manifest, index.html and every original image of your pins', async () => {
    const res = await download(owen);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tack-owen-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = await readZip(res.rawPayload);
    const manifest = JSON.parse(zip.get('tack-export.json')!.toString('utf8'));
    const paths = manifest.pins.map((p: { image: { path: string } }) => p.image.path).sort();
    expect([...zip.keys()].sort()).toEqual(['index.html', 'tack-export.json', ...paths].sort());
    // Each image is the stored original, byte for byte.
    for (const pin of manifest.pins) {
      const stored = await buffer(
        (await t.storage.get(mediaKey('orig', pin.image.signature)))!.body,
      );
      expect(zip.get(pin.image.path)!.equals(stored)).toBe(true);
    }
  });

  it('puts exactly your boards, sections, pins and follows in the manifest', async () => {
    const zip = await readZip((await download(owen)).rawPayload);
    const m = JSON.parse(zip.get('tack-export.json')!.toString('utf8'));
    expect(m).toMatchObject({ format: 'tack-export', version: 1 });
    expect(Date.parse(m.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(m.profile).toMatchObject({ id: id.owen, username: 'owen', email: 'owen@example.com' });
    const boards = await t.db.db
      .selectFrom('boards')
      .select(['id', 'name', 'privacy'])
      .where('owner_id', '=', id.owen!)
      .orderBy('id')
      .execute();
    expect(
      m.boards.map((b: object) => ({
        id: (b as never)['id'],
        name: (b as never)['name'],
        privacy: (b as never)['privacy'],
      })),
    ).toEqual(boards);
    expect(m.boards.map((b: { privacy: string }) => b.privacy)).toContain('secret');
    expect(m.sections).toEqual([
      expect.objectContaining({ id: id.section, boardId: id.lamps, title: 'Brass' }),
    ]);
    const pins = await t.db.db
      .selectFrom('pins')
      .select([
        'id',
        'board_id',
        'section_id',
        'description',
        'link',
        'alt_text',
        'note',
        'image_signature',
      ])
      .where('pinner_id', '=', id.owen!)
      .orderBy('id')
      .execute();
    expect(pins).toHaveLength(2);
    expect(
      m.pins.map((p: Record<string, unknown>) => ({
        id: p.id,
        board_id: p.boardId,
        section_id: p.sectionId,
        description: p.description,
        link: p.link,
        alt_text: p.altText,
        note: p.note,
        image_signature: (p.image as { signature: string }).signature,
      })),
    ).toEqual(pins);
    expect(m.pins[0]).toMatchObject({
      id: id.pin1,
      description: 'A lamp <script>alert(1)</script>\nsecond line',
      altText: 'A brass desk lamp',
      note: 'Buy in May',
      image: { path: `images/${id.owenImage}.png`, mime: 'image/png', width: 300, height: 200 },
    });
    expect(m.follows.people).toEqual([expect.objectContaining({ username: 'bea' })]);
  });

  it("never includes another person's pins, boards or images", async () => {
    const res = await download(owen);
    const zip = await readZip(res.rawPayload);
    const manifest = zip.get('tack-export.json')!.toString('utf8');
    for (const secret of [id.beaSecret, id.beaPin, id.beaImage, 'Bea secret', 'Bea private pin'])
      expect(manifest).not.toContain(secret);
    expect([...zip.keys()].some((k) => k.includes(id.beaImage!))).toBe(false);
    // And Bea's own export has her secret board and none of Owen's.
    const hers = await readZip((await download(bea)).rawPayload);
    const m = JSON.parse(hers.get('tack-export.json')!.toString('utf8'));
    expect(m.boards.map((b: { id: string }) => b.id)).toEqual([id.beaSecret]);
    expect(m.pins.map((p: { id: string }) => p.id)).toEqual([id.beaPin]);
    expect(JSON.stringify(m)).not.toContain(id.pin1);
  });

  it('shows the boards in an index.html with relative images and escaped text, no script', async () => {
    const zip = await readZip((await download(owen)).rawPayload);
    const html = zip.get('index.html')!.toString('utf8');
    expect(html).toContain('<h2>Lamps &amp; lights</h2>');
    expect(html).toContain('<h2>Gift ideas</h2>');
    expect(html).toContain(`src="images/${id.owenImage}.png"`);
    expect(html).toContain('alt="A brass desk lamp"');
    expect(html).toContain('A lamp &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script/i);
  });

  it('includes the profile picture, and leaves an empty file for an image lost from the store', async () => {
    const dave = testClient(t.app);
    await dave.signup('dave');
    const square = multipart(
      'image',
      'me.png',
      await makePng(200, 200, { r: 9, g: 9, b: 9 }),
      'image/png',
    );
    expect(
      (
        await dave.post('/v3/users/me/avatar/', square.payload, {
          'content-type': square.contentType,
        })
      ).status,
    ).toBe(200);
    const lost = await upload(dave, { r: 250, g: 250, b: 5 });
    const board = (await ok(dave.resource('BoardResource', 'create', { name: 'Dave board' }))).id;
    await ok(dave.resource('PinResource', 'create', { board_id: board, image_signature: lost }));
    await t.storage.delete(mediaKey('orig', lost));
    const res = await download(dave);
    expect(res.statusCode).toBe(200);
    const zip = await readZip(res.rawPayload);
    const m = JSON.parse(zip.get('tack-export.json')!.toString('utf8'));
    expect(m.profile.avatar).toMatch(/^images\/[0-9a-f]+\.png$/);
    expect(zip.get(m.profile.avatar)!.length).toBeGreaterThan(0);
    expect(zip.get(`images/${lost}.png`)).toEqual(Buffer.alloc(0));
    expect(zip.get('index.html')!.toString('utf8')).toContain('<h2>Dave board</h2>');
  });

  it('refuses a signed-out visitor', async () => {
    const res = await download(null);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('limits how often one person exports', async () => {
    const cid = testClient(t.app);
    await cid.signup('cid');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await download(cid)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await download(cid);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not held back by it.
    expect((await download(bea)).statusCode).toBe(200);
  });
});

// A bounded version of `npm run bench -- export` (10,000 pins): 1,000 pins with their images
// stream out over real HTTP while this process's memory stays far under the 256 MB bound.
describeEngines('exporting a large account', (engine) => {
  let t: TestApp;
  let dir: string;
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // The in-process server's own memory: not through three nodes.
  it.skipIf(threeNodes)(
    'streams 1,000 pins and their images without holding them in memory',
    { timeout: 120_000 },
    async () => {
      t = await createTestApp(engine);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-export-'));
      const dana = testClient(t.app);
      const userId = (await dana.signup('dana')).viewer.id;
      const { imageBytes } = await seedLargeAccount({
        db: t.db.db,
        storage: new LocalStorage(t.mediaDir),
        userId,
        pins: 1000,
        boards: 7,
        // About 85 KB of noise each: together more than the bounds below, so a server
        // that held the zip or the images in memory would fail this test.
        imageSide: 320,
      });
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const file = path.join(dir, 'export.zip');
      const r = await measureExport(
        `${address}${URL_PATH}`,
        `${SESSION_COOKIE}=${dana.cookie(SESSION_COOKIE)}`,
        file,
      );
      expect(r.status).toBe(200);
      // Measured about 6-13 MB of growth here; a server holding the images would need 80+.
      expect(imageBytes).toBeGreaterThan(64 * 2 ** 20);
      expect(r.bytes).toBeGreaterThan(imageBytes);
      const zip = await readZip(file, { contents: false });
      expect(zip.size).toBe(1002);
      // The 10,000-pin bench holds the full 256 MB bound.
      expect(r.heapGrowthMb).toBeLessThan(48);
      expect(r.rssGrowthMb).toBeLessThan(48);
    },
  );
});
