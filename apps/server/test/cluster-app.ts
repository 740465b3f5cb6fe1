import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { createStorage } from '../src/modules/media/create-storage.ts';
import { createPostgresDatabase, type TestApp } from './engines.ts';
import { overHttp } from './http-app.ts';
import { roundRobinProxy } from './round-robin-proxy.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { createTestBucket, s3Env } from './storages.ts';

const NODES = 3;

/**
 * The API suites' app as production runs at scale (issue 20): three Tack processes on one new
 * PostgreSQL database and one new S3 bucket, behind a round-robin proxy on loopback, so each of
 * a suite's requests may reach another node than the one before. `app.inject` goes over HTTP
 * to the proxy (`overHttp`); `db` is the nodes' database and `storage` their bucket, for what a
 * suite looks up or arranges directly. What a test passes in-process (a DNS resolver, fixture
 * home pages) cannot reach other processes: such suites are `describeEnginesInProcess`, skipped
 * here.
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
  const proxy = roundRobinProxy(() => nodes.map((n) => Number(new URL(n.baseUrl).port)));
  try {
    // The first migrates the new database; the others find it current.
    nodes.push(await startServer(nodeEnv));
    const others = Array.from({ length: NODES - 1 }, () => startServer(nodeEnv));
    nodes.push(...(await Promise.all(others)));
    await new Promise<void>((r) => proxy.server.listen(0, '127.0.0.1', r));
  } catch (error) {
    await Promise.all(nodes.map((n) => n.stop()));
    await db.close();
    await database.drop();
    throw error;
  }
  const base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  return {
    app: overHttp(base).app,
    db,
    mediaDir: config.mediaDir,
    storage: createStorage(config),
    config,
    async close() {
      await new Promise((r) => proxy.server.close(r));
      await Promise.all(nodes.map((n) => n.stop()));
      await db.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
