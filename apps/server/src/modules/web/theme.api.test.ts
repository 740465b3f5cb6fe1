import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf, testClient } from '../../../test/client.ts';

// Dark mode (issue 16, Settings, Account): a theme stored per account, remembered by the browser
// for when it is logged out, and rendered by the server into the page so the first paint is in it.
describeEngines('colour theme', (engine) => {
  const webDist = fakeWebDist();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  const page = async (c: ReturnType<typeof testClient>, path = '/ideas/') => {
    const res = await c.get(path, { accept: 'text/html' });
    expect(res.headers.vary).toMatch(/Cookie/i);
    return /<html data-theme="(\w+)"/.exec(res.body)?.[1];
  };

  it('follows the device until a theme is chosen; the choice is the account’s and the browser’s', async () => {
    const c = testClient(t.app);
    await c.signup('tina');
    expect(await page(c)).toBe('system');
    const res = await c.resource('UserAccountResource', 'update', { theme: 'dark' });
    expect(res.status).toBe(200);
    expect(dataOf(res).theme).toBe('dark');
    expect(c.cookie('tack_theme')).toBe('dark');
    expect(await page(c)).toBe('dark');
    expect(dataOf(await c.resource('UserSessionResource', 'get', {})).viewer.theme).toBe('dark');

    // Logged out, this browser keeps it; another browser follows its device.
    await c.resource('UserSessionResource', 'delete', {});
    expect(await page(c)).toBe('dark');
    expect(await page(testClient(t.app))).toBe('system');
  });

  it('logging in elsewhere renders the account’s theme and remembers it in that browser', async () => {
    const c = testClient(t.app);
    await c.resource('UserSessionResource', 'create', {
      email: 'tina@example.com',
      password: 'correct horse battery',
    });
    expect(await page(c)).toBe('dark');
    expect(c.cookie('tack_theme')).toBe('dark');
  });

  it('a theme chosen before signing up carries over to the new account', async () => {
    const c = testClient(t.app);
    c.setCookie('tack_theme', 'light');
    expect(await page(c)).toBe('light');
    const { viewer } = await c.signup('tess');
    expect(viewer.theme).toBe('light');
    expect(await page(c)).toBe('light');
  });

  it('a forged theme cookie is ignored', async () => {
    const c = testClient(t.app);
    c.setCookie('tack_theme', '"><script>alert(1)</script>');
    const res = await c.get('/ideas/', { accept: 'text/html' });
    expect(res.body).toContain('<html data-theme="system"');
    expect(res.body).not.toContain('<script>alert');
  });

  it('refuses a theme that does not exist, under its field', async () => {
    const c = testClient(t.app);
    await c.signup('tom');
    const res = await c.resource('UserAccountResource', 'update', { theme: 'sepia' });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.errors).toEqual([
      { field: 'theme', message: 'Choose System, Light or Dark' },
    ]);
  });
});
