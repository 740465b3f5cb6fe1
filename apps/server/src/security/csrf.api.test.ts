// Regression tests for the audit's CSRF finding (issue 11: 6).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../test/engines.ts';
import { testClient, type TestClient } from '../../test/client.ts';

describeEngines('audit: the CSRF origin check', (engine) => {
  let direct: Awaited<ReturnType<typeof createTestApp>>;
  let proxied: Awaited<ReturnType<typeof createTestApp>>;
  let c: TestClient;
  let p: TestClient;

  beforeAll(async () => {
    direct = await createTestApp(engine);
    proxied = await createTestApp(engine, { TRUST_PROXY: '1' });
    c = testClient(direct.app);
    p = testClient(proxied.app);
    await c.signup('carla');
    await p.signup('carla');
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const createBoard = (client: TestClient, headers: Record<string, string>) =>
    client.request(
      'POST',
      '/resource/BoardResource/create/',
      { options: { name: 'From afar' } },
      { host: 'tack.example', ...headers },
    );

  it('ignores X-Forwarded-Host unless TRUST_PROXY is on', async () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    const refused = await createBoard(c, forged);
    expect(refused.status).toBe(403);
    expect(refused.json.resource_response.error.message).toBe('Cross-site request refused');
    // Behind a trusted proxy the forwarded host is the public one, and the page came from it.
    expect((await createBoard(p, forged)).status).toBe(200);
  });

  it('checks the Referer when there is no Origin', async () => {
    expect((await createBoard(c, { referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await createBoard(c, { referer: 'not a url' })).status).toBe(403);
    expect((await createBoard(c, { referer: 'http://tack.example/carla/' })).status).toBe(200);
    expect((await createBoard(c, { origin: 'http://tack.example' })).status).toBe(200);
  });

  it('still needs the token when neither header is sent', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/resource/BoardResource/create/',
      payload: { options: { name: 'x' } },
      headers: { cookie: `csrftoken=${c.cookie('csrftoken')}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
