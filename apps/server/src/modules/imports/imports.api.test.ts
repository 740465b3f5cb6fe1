import { afterAll, beforeAll, expect, it } from 'vitest';
import yazl from 'yazl';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { bytes, startFixtureSite, type FixtureSite } from '../../../test/fixture-site.ts';
import { pageRoutes } from '../../../test/page-fixtures.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { readZip } from '../export/unzip.testing.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { IMPORT_JOB, type ImportJobPayload } from './import-job.ts';

const UPLOAD = '/v3/users/me/imports/';
const MAX_ITEMS = 30;

/** A Netscape bookmarks file: `folders` of [title, address] pairs. */
function bookmarksFile(folders: Record<string, [string, string][]>): Buffer {
  const body = Object.entries(folders)
    .map(
      ([name, links]) =>
        `<DT><H3>${name}</H3>\n<DL><p>\n${links
          .map(([title, url]) => `<DT><A HREF="${url}" ADD_DATE="1700000000">${title}</A>`)
          .join('\n')}\n</DL><p>`,
    )
    .join('\n');
  return Buffer.from(
    `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\n<TITLE>Bookmarks</TITLE>\n<H1>Bookmarks</H1>\n<DL><p>\n${body}\n</DL><p>\n`,
  );
}

async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// Pages and images are served on loopback (the test app's fetcher reaches loopback only); an
// address in a private range is refused by the guarded fetcher, item by item.
describeEngines('importing a collection', (engine) => {
  let t: TestApp;
  let site: FixtureSite;
  let n = 0;
  const users: Record<string, TestClient> = {};

  const person = async (name: string) => {
    const c = testClient(t.app);
    await c.signup(name);
    users[name] = c;
    return c;
  };
  const upload = (c: TestClient, file: Buffer, name = `file${n++}.html`, field = 'file') => {
    const form = multipart(field, name, file);
    return c.post(UPLOAD, form.payload, { 'content-type': form.contentType });
  };
  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  /** Follows the import as the web page does, until it is done or failed. */
  async function finished(c: TestClient, id: string) {
    const seen: number[] = [];
    for (let i = 0; i < 600; i++) {
      const imp = await ok(c.resource('UserImportResource', 'get', { id }));
      seen.push(imp.done);
      if (imp.state === 'done' || imp.state === 'failed') return { imp, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not finish');
  }
  const report = async (c: TestClient, id: string, outcome?: string) =>
    (await ok(c.resource('ImportReportResource', 'get', { id, ...(outcome ? { outcome } : {}) })))
      .items as { title: string; outcome: string; reason: string | null; kind: string }[];
  const boardsOf = async (username: string) =>
    (await ok(users[username]!.resource('BoardsResource', 'get', { username }))).items as {
      id: string;
      name: string;
      pinCount: number;
    }[];
  const pinsOn = async (c: TestClient, boardId: string) =>
    (await ok(c.resource('BoardFeedResource', 'get', { board_id: boardId }))).items as {
      title: string;
      link: string | null;
      images: Record<string, { width: number }>;
    }[];

  beforeAll(async () => {
    const routes = await pageRoutes();
    const teapot = await makePng(500, 400, { r: 10, g: 60, b: 220 });
    site = await startFixtureSite({
      ...routes,
      '/img/teapot.png': bytes(teapot, 'image/png'),
    });
    t = await createTestApp(engine, {
      JOBS_POLL_MS: '50',
      FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      IMPORT_MAX_ITEMS: String(MAX_ITEMS),
      IMPORT_CONCURRENCY: '2',
      // Tiny slices: every import here goes back to the queue many times before it is done.
      IMPORT_SLICE_SECONDS: '0.05',
      LOGIN_RATE_LIMIT: '1000',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  const kitchen = () =>
    bookmarksFile({
      Kitchen: [
        ['Pillow', `${site.origin}/openGraph`],
        ['Soup', `${site.origin}/recipe`],
        ['Tiny images', `${site.origin}/onlySmall`],
        ['Gone', `${site.origin}/gone`],
        ['Intranet', 'http://10.1.2.3/wiki'],
      ],
    });

  it('imports a bookmarks file in the background: folders become boards, pages pins, each failure reported with its reason', async () => {
    const ivy = await person('ivy');
    const started = await ok(upload(ivy, kitchen(), 'bookmarks.html'));
    expect(started).toMatchObject({
      source: 'bookmarks',
      fileName: 'bookmarks.html',
      total: 6,
    });
    expect(['queued', 'running']).toContain(started.state);
    const { imp, seen } = await finished(ivy, started.id);
    expect(imp).toMatchObject({
      state: 'done',
      done: 6,
      total: 6,
      error: null,
      pins: { imported: 2, duplicate: 0, failed: 3 },
      boards: { imported: 1, duplicate: 0, failed: 0 },
    });
    expect(imp.finishedAt).toBeTruthy();
    // Progress only ever grows.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const failed = await report(ivy, started.id, 'failed');
    expect(failed.map((f) => f.title)).toEqual(['Tiny images', 'Gone', 'Intranet']);
    expect(failed[0]!.reason).toMatch(/200 px/);
    expect(failed[1]!.reason).toBeTruthy();
    expect(failed[2]!.reason).toBeTruthy();
    // The private address was refused before any connection: nothing there to reach anyway,
    // and the fixture site never saw a request for it.
    expect(site.hits.some((h) => h.includes('wiki'))).toBe(false);

    const all = await report(ivy, started.id);
    expect(all.map((i) => i.outcome)).toEqual([
      'imported',
      'imported',
      'imported',
      'failed',
      'failed',
      'failed',
    ]);

    const boards = await boardsOf('ivy');
    const board = boards.find((b) => b.name === 'Kitchen')!;
    expect(board.pinCount).toBe(2);
    const pins = await pinsOn(ivy, board.id);
    // The bookmark's own title, else the page's.
    expect(pins.map((p) => p.title).sort()).toEqual(['Pillow', 'Soup']);
    expect(pins.map((p) => p.link).sort()).toEqual([
      `${site.origin}/openGraph`,
      `${site.origin}/recipe`,
    ]);
  });

  it('imports the same file twice without making anything twice', async () => {
    const jay = await person('jay');
    await finished(jay, (await ok(upload(jay, kitchen()))).id);
    const boardsBefore = await boardsOf('jay');
    const second = await ok(upload(jay, kitchen()));
    const { imp } = await finished(jay, second.id);
    expect(imp.pins).toEqual({ imported: 0, duplicate: 2, failed: 3 });
    expect(imp.boards).toEqual({ imported: 0, duplicate: 1, failed: 0 });
    const boardsAfter = await boardsOf('jay');
    expect(boardsAfter.map((b) => [b.name, b.pinCount])).toEqual(
      boardsBefore.map((b) => [b.name, b.pinCount]),
    );
    const dupes = await report(jay, second.id, 'duplicate');
    expect(dupes.every((d) => d.reason)).toBe(true);
  });

  it('goes on where a stopped import left off, without redoing what it did', async () => {
    const kim = await person('kim');
    const first = await ok(upload(kim, kitchen()));
    await finished(kim, first.id);
    // As a server that stopped mid-way leaves it: the last items have no outcome yet, the
    // import is running, and its job is queued again.
    await t.db.db
      .updateTable('import_items')
      .set({ outcome: null, reason: null, target_id: null })
      .where('import_id', '=', first.id)
      .where('idx', '>=', 2)
      .execute();
    await t.db.db
      .updateTable('imports')
      .set({ state: 'running', finished_at: null })
      .where('id', '=', first.id)
      .execute();
    const payload: ImportJobPayload = { importId: first.id, filePath: null };
    await enqueueJob(t.db.db, IMPORT_JOB, payload);
    const { imp } = await finished(kim, first.id);
    // The first two items kept their outcomes; the pin made before the stop is found, not made.
    const items = await report(kim, first.id);
    expect(items.slice(0, 2).map((i) => i.outcome)).toEqual(['imported', 'imported']);
    expect(items[2]!.outcome).toBe('duplicate');
    expect(imp.state).toBe('done');
    const board = (await boardsOf('kim')).find((b) => b.name === 'Kitchen')!;
    expect(board.pinCount).toBe(2);
  });

  it('fetches a Pinry export’s images through the guarded fetcher, falling back to the page', async () => {
    const lou = await person('lou');
    const pinry = {
      pins: [
        {
          id: 1,
          url: `${site.origin}/img/teapot.png`,
          referer: `${site.origin}/shop/teapot`,
          description: 'A blue teapot',
          tags: ['kitchen'],
          image: { image: `${site.origin}/media/missing.png` },
        },
        {
          id: 2,
          url: 'http://192.168.1.9/private.png',
          referer: `${site.origin}/product`,
          description: 'Side table',
          image: null,
        },
      ],
    };
    const started = await ok(upload(lou, Buffer.from(JSON.stringify(pinry)), 'pins.json'));
    expect(started.source).toBe('pinry');
    const { imp } = await finished(lou, started.id);
    expect(imp.pins).toEqual({ imported: 2, duplicate: 0, failed: 0 });
    const board = (await boardsOf('lou')).find((b) => b.name === 'From Pinry')!;
    const pins = await pinsOn(lou, board.id);
    expect(pins.map((p) => p.link).sort()).toEqual([
      `${site.origin}/product`,
      `${site.origin}/shop/teapot`,
    ]);
  });

  it('restores a Tack export into a new account: every board, section, pin and image equal', async () => {
    const max = await person('max');
    const board = await ok(max.resource('BoardResource', 'create', { name: 'Lamps' }));
    const section = await ok(
      max.resource('BoardSectionResource', 'create', { board_id: board.id, title: 'Brass' }),
    );
    const form = multipart('image', 'a.png', await makePng(300, 240), 'image/png');
    const image = (
      await ok(max.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
    ).imageSignature;
    await ok(
      max.resource('PinResource', 'create', {
        board_id: board.id,
        section: section.id,
        image_signature: image,
        title: 'Brass lamp',
        description: 'A lamp\nsecond line',
        link: 'https://lamps.example/item',
        alt_text: 'A brass desk lamp',
      }),
    );
    const exportOf = async (c: TestClient) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v3/users/me/export/',
        headers: { cookie: `${SESSION_COOKIE}=${c.cookie(SESSION_COOKIE)}` },
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const zip = await exportOf(max);
    const ned = await person('ned');
    const started = await ok(upload(ned, zip, 'tack-export.zip'));
    expect(started.source).toBe('tack');
    const { imp } = await finished(ned, started.id);
    expect(imp.state).toBe('done');
    expect(imp.pins.failed).toBe(0);
    const shape = async (bytes: Buffer) => {
      const files = await readZip(bytes);
      const m = JSON.parse(files.get('tack-export.json')!.toString());
      const boardName = new Map<string, string>(
        m.boards.map((b: { id: string; name: string }) => [b.id, b.name]),
      );
      const sectionName = new Map<string, string>(
        m.sections.map((s: { id: string; title: string }) => [s.id, s.title]),
      );
      return {
        boards: m.boards
          .map((b: Record<string, unknown>) => [b.name, b.slug, b.description, b.privacy])
          .sort(),
        sections: m.sections.map((s: { boardId: string; title: string; slug: string }) => [
          boardName.get(s.boardId),
          s.title,
          s.slug,
        ]),
        pins: m.pins.map((p: Record<string, string & { signature: string }>) => [
          boardName.get(p.boardId!),
          p.sectionId ? sectionName.get(p.sectionId) : null,
          p.title,
          p.description,
          p.link,
          p.altText,
          p.note,
          (p.image as unknown as { signature: string }).signature,
        ]),
        images: [...files.keys()].filter((k) => k.startsWith('images/')).sort(),
      };
    };
    const before = await shape(zip);
    const after = await shape(await exportOf(ned));
    expect(after).toEqual(before);
    expect(before.pins).toHaveLength(1);
    expect(before.images.length).toBeGreaterThan(0);
  });

  // A bounded `npm run bench -- import`: many bookmarks of one site, every one a pin.
  it('imports a file of 30 bookmarks, every one a pin, in slices that take turns', async () => {
    const sam = await person('sam');
    const many = bookmarksFile({
      Many: Array.from({ length: MAX_ITEMS }, (_, i): [string, string] => [
        `Page ${i}`,
        `${site.origin}/${i % 2 ? 'openGraph' : 'product'}?n=${i}`,
      ]),
    });
    const started = await ok(upload(sam, many));
    const { imp, seen } = await finished(sam, started.id);
    expect(imp.pins).toEqual({ imported: MAX_ITEMS, duplicate: 0, failed: 0 });
    // It was seen part done: the progress the page shows moved while it ran.
    expect(seen.some((d) => d > 0 && d < imp.total)).toBe(true);
    const board = (await boardsOf('sam')).find((b) => b.name === 'Many')!;
    expect(board.pinCount).toBe(MAX_ITEMS);
  });

  it('a folder named Feed never takes the slug of the profile feed', async () => {
    const ria = await person('ria');
    const file = bookmarksFile({ Feed: [['Pillow', `${site.origin}/openGraph`]] });
    await finished(ria, (await ok(upload(ria, file))).id);
    const boards = (await ok(ria.resource('BoardsResource', 'get', { username: 'ria' }))).items;
    const feed = boards.find((b: { name: string }) => b.name === 'Feed');
    expect(feed.url).toBe('/ria/feed-2/');
  });

  it('refuses files it cannot import with a clear 4xx, before queueing anything', async () => {
    const oli = await person('oli');
    const refused = async (
      res: Promise<{ status: number; json: { resource_response?: { error?: unknown } } }>,
      status: number,
      message: RegExp,
    ) => {
      const r = await res;
      expect(r.status, JSON.stringify(r.json)).toBe(status);
      const error = r.json.resource_response?.error as { message: string; field?: string };
      expect(error.message).toMatch(message);
    };
    await refused(
      upload(oli, Buffer.from('just some notes\n'), 'notes.txt'),
      415,
      /isn't one Tack can import/,
    );
    await refused(
      upload(oli, Buffer.from('{"hello": 1}'), 'x.json'),
      415,
      /isn't one Tack can import/,
    );
    await refused(
      upload(oli, bookmarksFile({ Empty: [] }), 'empty.html'),
      400,
      /nothing to import/,
    );
    const many = bookmarksFile({
      Lots: Array.from({ length: MAX_ITEMS + 1 }, (_, i): [string, string] => [
        `p${i}`,
        `${site.origin}/p${i}`,
      ]),
    });
    await refused(upload(oli, many, 'many.html'), 413, /more than 30 Pins or bookmarks/);
    // A zip entry reaching out of its folder (yazl will not write one: swap a name of equal length).
    const traversal = Buffer.from(
      (await zipOf({ 'xxxxxxxx/tack-export.json': '{}', 'ok.txt': 'x' }))
        .toString('latin1')
        .replaceAll('xxxxxxxx/tack-export.json', '../../../tack-export.json'),
      'latin1',
    );
    await refused(upload(oli, traversal, 'evil.zip'), 400, /outside its folder/);
    const bomb = await zipOf({ 'tack-export.json': Buffer.alloc(40 * 2 ** 20, 32) });
    await refused(upload(oli, bomb, 'bomb.zip'), 413, /zip bomb/);
    await refused(
      upload(oli, await zipOf({ 'a.txt': 'hi' }), 'other.zip'),
      415,
      /isn't a Tack export or a Pinterest/,
    );
    // A form without the field "file".
    await refused(upload(oli, kitchen(), 'b.html', 'image'), 400, /field "file"/);
    // Not a form at all.
    await refused(
      oli.post(UPLOAD, JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' }),
      415,
      /multipart\/form-data/,
    );
    // Without the CSRF header the browser's other sites would send (refused before the body).
    const form = multipart('file', 'b.html', kitchen());
    const forged = await oli.post(UPLOAD, form.payload, {
      'content-type': form.contentType,
      'x-csrftoken': '',
    });
    expect(forged.status).toBe(403);
    // Nothing was queued for any of them.
    expect(await ok(oli.resource('UserImportsResource', 'get', {}))).toEqual([]);
    // Signed out.
    const anon = testClient(t.app);
    expect((await upload(anon, kitchen())).status).toBe(401);
  });

  it('runs one import per person at a time, and keeps each person’s imports their own', async () => {
    const pia = await person('pia');
    const quin = await person('quin');
    const started = await ok(upload(pia, kitchen()));
    // While it runs (or as soon as it is queued), a second upload waits its turn.
    await t.db.db
      .updateTable('imports')
      .set({ state: 'running' })
      .where('id', '=', started.id)
      .execute();
    const busy = await upload(pia, kitchen());
    expect(busy.status).toBe(409);
    expect(busy.json.resource_response.error.message).toMatch(/still running/);
    // Someone else's import is as missing as one that never was.
    expect((await quin.resource('UserImportResource', 'get', { id: started.id })).status).toBe(404);
    expect((await quin.resource('ImportReportResource', 'get', { id: started.id })).status).toBe(
      404,
    );
    expect(await ok(quin.resource('UserImportsResource', 'get', {}))).toEqual([]);
    const mine = await ok(pia.resource('UserImportsResource', 'get', {}));
    expect(mine.map((i: { id: string }) => i.id)).toEqual([started.id]);
    await finished(pia, started.id);
  });
});
