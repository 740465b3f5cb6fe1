// The authorization matrix (issue 11): actors x every call that takes an object id x objects,
// each cell allow or deny, on both engines. See actors.ts for the vocabulary and the rules, the
// rows-*.testing.ts files for the table, and docs/security.md for what it proves.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, threeNodes, type TestApp } from '../../test/engines.ts';
import { testClient, type TestClient, type TestResponse } from '../../test/client.ts';
import { fakeWebDist } from '../../test/web-dist.ts';
import {
  ACTORS,
  isCollab,
  isMember,
  isMissing,
  kindOf,
  permissionsFor,
  sees,
  userOf,
  type Actor,
  type ObjectKey,
} from './actors.ts';
import { appRoutes, contractCalls, EXEMPT } from './registry.testing.ts';
import { MISSING_ID, type Cell, type Row } from './row.testing.ts';
import { boardRows } from './rows-boards.testing.ts';
import { otherRows } from './rows-other.testing.ts';
import { verificationRows } from './rows-verification.testing.ts';
import { pinRows } from './rows-pins.testing.ts';
import { socialRows } from './rows-social.testing.ts';
import { specCallRows } from './rows-spec-calls.testing.ts';
import { mediaRows } from './rows-media.testing.ts';
import { inviteRows } from './rows-invites.testing.ts';
import { eventRows } from './rows-events.testing.ts';
import { offsiteRows } from './rows-offsite.testing.ts';
import { feedTypeRows } from './rows-feed-types.testing.ts';
import { businessRows } from './rows-business.testing.ts';
import { pageRows } from './rows-pages.testing.ts';
import { v5Rows } from './rows-v5.testing.ts';
import { importRows } from './rows-imports.testing.ts';
import { rssRows } from './rows-rss.testing.ts';
import { takeSnapshot, type Snapshot } from './reset.testing.ts';
import { BOARDS, seedWorld, type Username, type World } from './world.testing.ts';

export const ROWS: Row[] = [
  ...boardRows,
  ...pinRows,
  ...otherRows,
  ...verificationRows,
  ...socialRows,
  ...specCallRows,
  ...mediaRows,
  ...inviteRows,
  ...eventRows,
  ...offsiteRows,
  ...feedTypeRows,
  ...businessRows,
  ...pageRows,
  ...v5Rows,
  ...importRows,
  ...rssRows,
];

/**
 * The actors a row runs with. Where the rule gives every collaborator the same answer whatever
 * their board grants, Cara runs with nothing granted and with everything: any rule the server
 * keyed on one permission would answer those two differently. Elsewhere she runs with each one.
 */
export function actorsFor(row: Row): Actor[] {
  const collabs = ACTORS.filter(isCollab);
  const independent = row.objects.every((o) =>
    collabs.every((a) => row.expect(a, o) === row.expect('collab:none', o)),
  );
  return independent
    ? ACTORS.filter((a) => !isCollab(a) || a === 'collab:none' || a === 'collab:all')
    : [...ACTORS];
}

const label = (row: Row) => `${row.call}${row.variant ? ` (${row.variant})` : ''}`;
const isRead = (row: Row) => row.call.endsWith('.get') || row.call.startsWith('GET ');
/** The error's message: the resource envelope's, or the v5 API's `{code, message}`. */
const errorOf = (res: TestResponse): string | undefined =>
  res.json?.resource_response?.error?.message ?? res.json?.message;

describeEngines('authorization matrix', (engine) => {
  let t: TestApp;
  let w: World;
  let snap: Snapshot;
  let anon: TestClient;
  let currentPerms = '';
  let seedPerms = '';
  const web = fakeWebDist();
  const stats = { cells: 0, started: 0, seedMs: 0 };

  beforeAll(async () => {
    const started = Date.now();
    t = await createTestApp(engine, {
      LOGIN_RATE_LIMIT: '1000',
      MESSAGE_RATE_LIMIT: '100000',
      // The v5 rows make thousands of calls with a handful of tokens.
      API_RATE_LIMIT_READ: '100000',
      API_RATE_LIMIT_WRITE: '100000',
      WEB_DIST: web.dir,
    });
    w = await seedWorld(t);
    snap = await takeSnapshot(t.db.db, engine);
    anon = testClient(t.app);
    seedPerms = currentPerms = JSON.stringify(permissionsFor('owner'));
    stats.seedMs = Date.now() - started;
    stats.started = Date.now();
  }, 120_000);
  afterAll(async () => {
    console.log(
      `authorization matrix [${engine}]: ${stats.cells} cells in ${Date.now() - stats.started} ms ` +
        `(world seeded in ${stats.seedMs} ms)`,
    );
    await snap?.dispose();
    await t?.close();
    web.remove();
  });

  // It reads the in-process app's route table.
  it.skipIf(threeNodes)(
    'has a row for every call that takes an object id (new calls fail here)',
    () => {
      const covered = new Set(ROWS.map((r) => r.call));
      const calls = [...contractCalls(), ...appRoutes(t.app)];
      expect(calls.filter((c) => !covered.has(c) && !(c in EXEMPT))).toEqual([]);
      // And no row or exemption names a call that no longer exists.
      const known = new Set(calls);
      expect(
        [...covered, ...Object.keys(EXEMPT)].filter(
          (c) => !known.has(c) && !ROWS.some((r) => r.page && r.call === c),
        ),
      ).toEqual([]);
    },
  );

  function cellFor(actor: Actor, obj: ObjectKey): Cell {
    const name: Username = userOf(actor) ?? 'owen';
    const id =
      obj === 'none'
        ? ''
        : obj.startsWith('user:') && !isMissing(obj)
          ? w.users[obj.slice(5) as Username].id
          : isMissing(obj)
            ? MISSING_ID
            : w.ids[obj]!;
    return {
      actor,
      obj,
      c: actor === 'signedOut' ? anon : w.users[name].client,
      w,
      id,
      me: name,
      own: w.own[name],
    };
  }

  /** Runs one cell; answers what went wrong, or null. */
  async function runCell(
    row: Row,
    actor: Actor,
    obj: ObjectKey,
    missing: Map<string, string>,
  ): Promise<string | null> {
    const perms = JSON.stringify(permissionsFor(actor));
    if (perms !== currentPerms) {
      await t.db.db
        .updateTable('boards')
        .set({ collaborator_permissions: perms })
        .where(
          'id',
          'in',
          BOARDS.map((b) => w.ids[`board:${b}`]!),
        )
        .execute();
      currentPerms = perms;
      // The harness's own write: not the cell's. (The log is otherwise empty here: every cell
      // that wrote was restored, which clears it.)
      await snap.clear();
    }
    const x = cellFor(actor, obj);
    const want = row.expect(actor, obj);
    const res = await row.run(x);
    const stored = await snap.changes();
    stats.cells++;
    const problems: string[] = [];
    const message = errorOf(res);
    if (res.status !== want) problems.push(`want ${want}, got ${res.status} ${message ?? ''}`);
    if (res.status >= 400 && !row.page && typeof message !== 'string')
      problems.push(`a ${res.status} without the error envelope: ${res.body.slice(0, 120)}`);
    if ((want !== 200 || isRead(row)) && stored.length)
      problems.push(`stored on ${stored.join(', ')}`);
    if (want === 200 && res.status === 200 && row.stores && !stored.length)
      problems.push('allowed, but nothing was stored');
    if (!isMember(actor) && !(row.reveals && want === 200)) {
      const leaked = [
        ...w.hidden.ids.filter((id) => id !== x.id && res.body.includes(id)),
        ...w.hidden.words.filter((word) => res.body.toLowerCase().includes(word)),
      ];
      if (leaked.length) problems.push(`shows hidden ${leaked.join(', ')}`);
    }
    if (actor === 'blocked') {
      const leaked = w.hiddenFromBlocked.filter((id) => id !== x.id && res.body.includes(id));
      if (leaked.length) problems.push(`shows the blocker's ${leaked.join(', ')}`);
    }
    // A hidden object answers exactly as a missing one does.
    const answer = `${res.status} ${row.page ? res.body : (message ?? '')}`;
    if (isMissing(obj)) missing.set(`${actor} ${kindOf(obj)}`, answer);
    else if (want !== 200 && !sees(actor, obj)) {
      const same = missing.get(`${actor} ${kindOf(obj)}`);
      if (same !== undefined && same !== answer)
        problems.push(`differs from a missing ${kindOf(obj)}: ${answer} vs ${same}`);
    }
    const extra = res.status === 200 ? row.check?.(x, res) : null;
    if (extra) problems.push(extra);
    if (stored.length) {
      const restored = await snap.restore();
      if (restored.includes('boards')) currentPerms = seedPerms;
    }
    return problems.length ? `${actor} x ${obj}: ${problems.join('; ')}` : null;
  }

  for (const row of ROWS) {
    it(label(row), async () => {
      // Missing objects first: hidden ones are compared with them.
      const objects = [...row.objects].sort((a, b) => Number(isMissing(b)) - Number(isMissing(a)));
      const missing = new Map<string, string>();
      const failures: string[] = [];
      for (const obj of objects)
        for (const actor of actorsFor(row)) {
          const failure = await runCell(row, actor, obj, missing);
          if (failure) failures.push(failure);
        }
      expect(failures.join('\n')).toBe('');
    });
  }
});
