import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Db, type Engine } from '../src/db/dialect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Resolve } from '../src/lib/fetcher.ts';
import { createStorage } from '../src/modules/media/create-storage.ts';
import type { MediaStorage } from '../src/modules/media/storage.ts';

const pgUrl = inject('pgUrl');

/**
 * TACK_TEST_THREE_NODES=1 (`npm run test:three-nodes`): the API suites run against three Tack
 * processes on one PostgreSQL database behind a round-robin proxy (cluster-app.ts), not an
 * in-process app; SQLite has no part in that.
 */
export const threeNodes = process.env.TACK_TEST_THREE_NODES === '1';

/** The engines this run can test: postgres only when global-setup found (or was given) a server. */
export const engines: Engine[] = threeNodes
  ? ['postgres']
  : pgUrl
    ? ['sqlite', 'postgres']
    : ['sqlite'];

/**
 * `describe` once per engine. Both engines always appear in the report; postgres is marked skipped
 * (not silently dropped) when PostgreSQL is not installed.
 */
export function describeEngines(title: string, fn: (engine: Engine) => void) {
  if (threeNodes) {
    describe.skipIf(!pgUrl)(`${title} [postgres, three nodes]`, () => fn('postgres'));
    return;
  }
  describe(`${title} [sqlite]`, () => fn('sqlite'));
  describe.skipIf(!pgUrl)(`${title} [postgres]`, () => fn('postgres'));
}

/**
 * `describeEngines` for a suite that hands its app something in-process (a DNS resolver, fixture
 * home pages): other processes cannot take it, so through three nodes it is reported skipped.
 */
export function describeEnginesInProcess(title: string, fn: (engine: Engine) => void) {
  if (threeNodes)
    describe.skip(`${title} [postgres, three nodes: in-process only]`, () => fn('postgres'));
  else describeEngines(title, fn);
}

function tmpDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh, migrated, empty database; `close()` also deletes it. */
export async function createTestDb(engine: Engine): Promise<Db> {
  const database = engine === 'sqlite' ? createSqlite() : await createPostgres();
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A file, not `:memory:`, so WAL and file locking behave as in production. */
function createSqlite(): Db {
  const dir = tmpDir('tack-test-db-');
  const database = openDatabase(`sqlite:${path.join(dir, 'tack.db')}`);
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(): Promise<Db> {
  if (!pgUrl)
    throw new Error('No PostgreSQL server for this run (see apps/server/test/global-setup.ts)');
  const name = `tack_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * An empty PostgreSQL database on the test cluster, for a server process started by the test
 * (pass the URL as DATABASE_URL); `drop()` deletes it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!pgUrl)
    throw new Error('No PostgreSQL server for this run (see apps/server/test/global-setup.ts)');
  const name = `tack_proc_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** `fn` with an empty PostgreSQL database's URL, dropped after. */
export async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const database = await createPostgresDatabase();
  try {
    return await fn(database.url);
  } finally {
    await database.drop();
  }
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Where uploaded media is stored with local storage (inside this app's temporary DATA_DIR). */
  mediaDir: string;
  /** The app's media store (MEDIA_STORAGE): look into it through this, whichever it is. */
  storage: MediaStorage;
  config: Config;
  close(): Promise<void>;
}

/** The whole server on a fresh database of `engine`, driven with `app.inject` (no port). */
/**
 * The test apps' resolver: no name resolves, so no test sends a DNS query; tests that need names
 * pass their own (`deps.resolve`). IP addresses in URLs need no resolver.
 */
const noNames: Resolve = async (name) => {
  throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** No TXT records anywhere, unless a test gives its own: no test sends a DNS query. */
const noTxt = async (name: string): Promise<string[][]> => {
  throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** Test apps fetch from loopback only (their fixture sites), whatever a test or the fuzzer names. */
const isLoopbackAddress = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  deps: {
    resolve?: Resolve;
    /** Domain proof: the test's TXT answers and fixture home pages (no real DNS or port 443). */
    resolveTxt?: (domain: string) => Promise<string[][]>;
    homePages?: (domain: string) => string[];
  } = {},
): Promise<TestApp> {
  if (threeNodes && engine === 'postgres') {
    if (Object.keys(deps).length)
      throw new Error('createTestApp: three nodes cannot take in-process dependencies');
    return (await import('./cluster-app.ts')).createClusterApp(env);
  }
  const dataDir = tmpDir('tack-test-data-');
  const config = loadConfig({ TACK_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const db = await createTestDb(engine);
  const storage = createStorage(config);
  let app: FastifyInstance;
  try {
    // Imported lazily so repository tests can use createTestDb while the app does not build.
    const { buildApp } = await import('../src/app.ts');
    app = await buildApp(config, {
      database: db,
      storage,
      resolve: deps.resolve ?? noNames,
      restrictFetchesTo: isLoopbackAddress,
      resolveTxt: deps.resolveTxt ?? noTxt,
      homePages: deps.homePages,
    });
    await app.ready();
  } catch (error) {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db,
    mediaDir: config.mediaDir,
    storage,
    config,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
