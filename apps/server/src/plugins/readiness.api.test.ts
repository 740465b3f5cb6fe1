import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, threeNodes, type TestApp } from '../../test/engines.ts';
import { describeStores, s3Env, storageEnv } from '../../test/storages.ts';

/** /readyz asks the database and the media store; /healthz stays the cheap liveness probe. */
describeStores('readiness', (engine, store) => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const app = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(engine, { ...(await storageEnv(store)), ...env });
    apps.push(t);
    return t;
  };

  it('answers 200 when the database and the media store answer', async () => {
    const t = await app();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the media store when it is gone', async () => {
    let env: Record<string, string>;
    if (store === 's3') {
      // A bucket that was never made.
      env = s3Env('tack-no-such-bucket');
    } else {
      // A file where the media directory should be: it can't be made or written.
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tack-ready-')), 'media');
      fs.writeFileSync(file, 'not a directory');
      env = { MEDIA_DIR: file };
    }
    const t = await app(env);
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('unavailable');
    expect(res.json().checks.database).toBe('ok');
    expect(res.json().checks.storage).toMatch(/^failed: \w+/);
    // Liveness is not readiness: the process is alive.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  // It closes the in-process app's own connection: not through three nodes.
  it.skipIf(threeNodes)('answers 503 naming the database when it does not answer', async () => {
    const t = await app();
    await t.db.close();
    apps.splice(apps.indexOf(t), 1);
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toMatchObject({ storage: 'ok' });
    expect(res.json().checks.database).toMatch(/^failed/);
    await t.app.close().catch(() => {});
  });
});
