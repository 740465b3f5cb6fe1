import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { seedDemoMessages } from '../../demo/messages.ts';

// Issue 19: a message above the home grid arrives with the page, so the grid never moves.
describeEngines('home page: messages above the grid rendered with it', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  const webDist = fakeWebDist();
  fs.mkdirSync(path.join(webDist.dir, '.vite'));
  fs.writeFileSync(
    path.join(webDist.dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      '_renderers-a.js': {
        file: 'assets/renderers-a.js',
        name: 'renderers',
        css: ['assets/r.css'],
      },
    }),
  );
  const placements = (html: string) =>
    [...html.matchAll(/data-ssr-placement="(\d+)"/g)].map((m) => Number(m[1]));

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
    owner = testClient(t.app);
    await owner.signup('hana');
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Shapes' }));
    const form = multipart('image', 'a.png', await makePng(200, 300), 'image/png');
    const up = await owner.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    const res = await owner.resource('PinResource', 'create', {
      board_id: board.id,
      image_signature: up.json.resource_response.data.imageSignature,
      title: 'A shape',
    });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it('sends no message markup and no renderer styles when there is no message', async () => {
    const html = (await testClient(t.app).get('/')).body;
    expect(html).toContain('class="ssr-grid"');
    expect(placements(html)).toEqual([]);
    expect(html).not.toContain('/assets/r.css');
  });

  it('renders what the API serves each viewer, above the grid, with the renderer styles', async () => {
    await seedDemoMessages(t.db.db);
    const anon = testClient(t.app);
    const outHtml = (await anon.get('/')).body;
    // Signed out: the hero banner (home top) the demo targets at visitors, before the grid.
    expect(placements(outHtml)).toEqual([11]);
    expect(outHtml).toMatch(
      /<main><div class="placement" data-ssr-placement="11" data-xp-message="11:1"><section class="xp-hero".*Find ideas worth keeping.*<\/section><\/div><div class="ssr-grid"/s,
    );
    expect(outHtml).toContain('<link rel="stylesheet" href="/assets/r.css">');
    const served = data(
      await anon.resource('UserExperienceResource', 'get', {
        placement_ids: [11],
        extra_context: { page_type: 'home', signed_in: false },
      }),
    );
    expect(served['11'].id).toBe('11:1');
    // Signed in: the neutral callout instead (home callout placement).
    const inHtml = (await owner.get('/')).body;
    const [callout] = placements(inHtml);
    expect(placements(inHtml)).toHaveLength(1);
    expect(inHtml).toContain('class="xp-callout xp-callout-neutral"');
    expect(inHtml).toContain('Make your home feed yours');
    expect(inHtml).not.toContain('xp-hero');
    const mine = data(
      await owner.resource('UserExperienceResource', 'get', {
        placement_ids: [callout],
        extra_context: { page_type: 'home', signed_in: true },
      }),
    );
    expect(inHtml).toContain(`data-xp-message="${mine[String(callout)].id}"`);
  });

  it("skips a signed-out browser's dismissed messages, as the app does", async () => {
    const anon = testClient(t.app);
    expect(placements((await anon.get('/', { cookie: 'xp_done=99:9.11:1' })).body)).toEqual([]);
    expect(placements((await anon.get('/', { cookie: 'xp_done=11:2' })).body)).toEqual([11]);
  });

  it('stops rendering a message once the viewer dismissed it', async () => {
    const html = (await owner.get('/')).body;
    const placed = /data-xp-message="([^"]+)"/.exec(html)![1]!;
    const res = await owner.resource('UserExperienceResource', 'delete', {
      placed_experience_id: placed,
    });
    expect(res.status).toBe(200);
    expect(placements((await owner.get('/')).body)).toEqual([]);
  });
});
