import { afterAll, beforeAll, expect, it } from 'vitest';
import { dbSharedState } from '../../lib/shared-state/db-shared-state.ts';
import { testClient } from '../../../test/client.ts';
import { describeEngines } from '../../../test/engines.ts';
import { twoAppsOnOneDatabase, type TwoApps } from '../../../test/two-apps.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { downloadsRunning } from './export.routes.ts';

/**
 * "Download your data" runs once at a time per person, whichever process or node serves it: a
 * download running on one node (its window held in the shared state) refuses a second one on
 * another, until it ends.
 */
describeEngines('one data download at a time, across nodes', (engine) => {
  let two: TwoApps;
  beforeAll(async () => {
    two = await twoAppsOnOneDatabase(engine);
  });
  afterAll(() => two.close());

  it('a download running on one node refuses another on the other node until it ends', async () => {
    const person = testClient(two.apps[1]);
    const { viewer } = await person.signup('exporter');
    // A download in progress on node A, as its route holds it.
    const onA = downloadsRunning(dbSharedState(two.databases[0].db));
    expect((await onA.hit(viewer.id)).allowed).toBe(true);

    const refused = await person.get('/v3/users/me/export/');
    expect(refused.status).toBe(429);
    expect(refused.json.resource_response.error.message).toBe(
      'Your data is already downloading. Wait for that download to finish.',
    );
    expect(refused.headers['retry-after']).toBe('30');

    // Node A's download ends: node B serves the next, and lets it go when it has sent it.
    await onA.reset(viewer.id);
    const served = await person.get('/v3/users/me/export/');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/zip');
    await expect.poll(async () => (await onA.check(viewer.id)).allowed).toBe(true);
    expect((await person.get('/v3/users/me/export/')).status).toBe(200);
  });

  it('two downloads asked for at once on one node: one is served, the other told to wait', async () => {
    const person = testClient(two.apps[0]);
    await person.signup('twice');
    const both = await Promise.all([
      person.get('/v3/users/me/export/'),
      person.get('/v3/users/me/export/'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    // Freed before its last byte left: the next one, asked for on the other node, is served.
    const sameOnB = testClient(two.apps[1]);
    sameOnB.setCookie(SESSION_COOKIE, person.cookie(SESSION_COOKIE)!);
    expect((await sameOnB.get('/v3/users/me/export/')).status).toBe(200);
  });
});
