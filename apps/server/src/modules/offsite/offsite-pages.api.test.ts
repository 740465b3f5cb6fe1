import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { testClient } from '../../../test/client.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

// The pages of issue 12: operators' /admin/links and the spam policy answer 200 with their titles;
// the warning page's stylesheet is served (the CSP allows no inline styles).
describeEngines('outbound link pages', (engine) => {
  const webDist = fakeWebDist();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it.each([
    ['/admin/links', 'Links | Tack', true],
    ['/policy/spam/', 'Spam policy | Tack', false],
  ])('%s is a page titled %s', async (path, title, noindex) => {
    const res = await testClient(t.app).get(path, BROWSER);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body.includes('noindex')).toBe(noindex);
  });

  it('serves the warning page stylesheet', async () => {
    const res = await testClient(t.app).get('/ssr/offsite.css');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body).toContain('.btn');
  });
});
