import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { createStorage } from '../src/modules/media/create-storage.ts';
import { createPostgresDatabase, type TestApp } from './engines.ts';
import { overHttp } from './http-app.ts';
import { roundRobinProxy } from './round-robin-proxy.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { createTestBucket, s3Env } from './storages.ts';

const NODES = 3;
/** The requests through the proxy before one node is killed: most suites make more. */
const KILL_AFTER = 30;
const portOf = (n: ServerProcess) => Number(new URL(n.baseUrl).port);

/**
 * The API suites' app as production runs at scale (issue 20): three Tack processes on one new
 * PostgreSQL database and one new S3 bucket, behind a round-robin proxy on loopback, so each of
 * a suite's requests may reach another node than the one before. `app.inject` goes over HTTP
 * to the proxy (`overHttp`); `db` is the nodes' database and `storage` their bucket, for what a
 * suite looks up or arranges directly. What a test passes in-process (a DNS resolver, fixture
 * home pages) cannot reach other processes: such suites are `describeEnginesInProcess`, skipped
 * here.
 *
 * Mid-run, once the proxy has taken `KILL_AFTER` requests, one node is killed (SIGKILL) and the
 * suite goes on with two. Its requests must not fail for it, so the node dies only at a moment
 * that costs none: it is taken out of the round robin and frozen (SIGSTOP), then killed if it has
 * no unsafe request in flight, no answer under way and no job claimed (a GET it had not answered
 * goes to another node, as a proxy retries one); otherwise it goes on and is tried again a moment
 * later. `close()` then checks that no job ran twice. `three-nodes.test.ts` kills a node in the
 * middle of its requests and holds the lost ones to that node's.
 */
export async function createClusterApp(env: Record<string, string>): Promise<TestApp> {
  const database = await createPostgresDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-cluster-'));
  const nodeEnv = {
    ...s3Env(await createTestBucket()),
    ...env,
    DATABASE_URL: database.url,
    // The nodes look for queued jobs every 100 ms: soon enough for the suites that wait for one.
    JOBS_POLL_MS: '100',
    MEDIA_GC_INTERVAL_SECONDS: '0',
  };
  const config = loadConfig({ TACK_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...nodeEnv });
  const nodes: ServerProcess[] = [];
  const db = openDatabase(database.url);
  const live = new Set<ServerProcess>();
  const proxy = roundRobinProxy(() => [...live].map(portOf));
  try {
    // The first migrates the new database; the others find it current.
    nodes.push(await startServer(nodeEnv));
    const others = Array.from({ length: NODES - 1 }, () => startServer(nodeEnv));
    nodes.push(...(await Promise.all(others)));
    for (const n of nodes) live.add(n);
    await new Promise<void>((r) => proxy.server.listen(0, '127.0.0.1', r));
  } catch (error) {
    await Promise.all(nodes.map((n) => n.stop()));
    await db.close();
    await database.drop();
    throw error;
  }
  const base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  let closing = false;
  const killing = killOneMidRun(nodes[1]!, live, proxy, db.db, () => closing);
  return {
    app: overHttp(base).app,
    db,
    mediaDir: config.mediaDir,
    storage: createStorage(config),
    config,
    async close() {
      closing = true;
      const killedAt = await killing;
      await new Promise((r) => proxy.server.close(r));
      const twice = await jobsRunTwice(db.db);
      const after = killedAt === null ? 0 : proxy.requests() - killedAt;
      console.info(
        killedAt === null
          ? `three nodes: ${proxy.requests()} requests, too few to kill a node`
          : `three nodes: a node killed after ${killedAt} requests; ${after} more went to the other two`,
      );
      await Promise.all(nodes.map((n) => n.stop()));
      await db.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (twice.length) throw new Error(`jobs ran twice: ${JSON.stringify(twice)}`);
      // A node must have died in every suite long enough for it (a moment without a claimed job
      // or an unsafe request on it comes within a few requests).
      if (killedAt === null && proxy.requests() > KILL_AFTER * 4)
        throw new Error(`no node was killed in ${proxy.requests()} requests`);
    },
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Kills `victim` once the proxy has taken `KILL_AFTER` requests, at a moment that fails none;
 * answers the proxy's count of requests then (null: the suite ended first).
 */
async function killOneMidRun(
  victim: ServerProcess,
  live: Set<ServerProcess>,
  proxy: ReturnType<typeof roundRobinProxy>,
  db: Kysely<Database>,
  closing: () => boolean,
): Promise<number | null> {
  while (proxy.requests() < KILL_AFTER) {
    if (closing()) return null;
    await pause(20);
  }
  const port = portOf(victim);
  while (!closing()) {
    live.delete(victim);
    victim.child.kill('SIGSTOP');
    // A claim the node sent just before it froze is still carried out by the database: give it
    // the moment it takes, so the check below sees it.
    await pause(50);
    if (!proxy.holdsUnretryable(port) && (await claimedJobs(db)) === 0) {
      victim.child.kill('SIGKILL');
      return proxy.requests();
    }
    victim.child.kill('SIGCONT');
    live.add(victim);
    await pause(10);
  }
  return null;
}

/** Jobs some worker holds now (the victim is frozen: none of its claims can start meanwhile). */
async function claimedJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', '=', 'running')
    .where('locked_until', '>', new Date().toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A job taken up again though its first run did not fail: two workers ran it. (A recurring job's
 * row is queued again after each run, with a fresh count of attempts.)
 */
function jobsRunTwice(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'attempts'])
    .where('attempts', '>', 1)
    .where('last_error', 'is', null)
    .where('id', 'not like', 'recurring:%')
    .execute();
}
