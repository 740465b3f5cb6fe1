import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db, type Engine } from '../src/db/dialect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { dataOf, testClient } from './client.ts';
import { createPostgresDatabase } from './engines.ts';

export interface TwoApps {
  apps: [FastifyInstance, FastifyInstance];
  /** Each app's own connection to the one database. */
  databases: [Db, Db];
  close(): Promise<void>;
}

/**
 * Two server processes (TACK_WORKERS) or nodes are two apps, each with its own connection, on
 * one database (an SQLite file, or a PostgreSQL database): what one counts, the other must see.
 */
export async function twoAppsOnOneDatabase(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<TwoApps> {
  const shared = await sharedDatabase(engine);
  const databases: [Db, Db] = [openDatabase(shared.url), openDatabase(shared.url)];
  await migrateToLatest(databases[0].db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-test-shared-'));
  const config = loadConfig({ TACK_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const apps: [FastifyInstance, FastifyInstance] = [
    await buildApp(config, { database: databases[0] }),
    await buildApp(config, { database: databases[1] }),
  ];
  return {
    apps,
    databases,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await shared.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database two connections can open by URL: an SQLite file, or a PostgreSQL database. */
async function sharedDatabase(engine: Engine): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'postgres') return createPostgresDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-test-shared-db-'));
  return {
    url: `sqlite:${path.join(dir, 'tack.db')}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A wrong password for one address, sent as a browser sends it; answers the status. */
export async function wrongLogin(app: FastifyInstance): Promise<number> {
  const token = 'A'.repeat(43);
  const res = await app.inject({
    method: 'POST',
    url: '/resource/UserSessionResource/create/',
    headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    payload: { options: { email: 'nobody@example.com', password: 'wrong password here' } },
  });
  return res.statusCode;
}

/** A new person's personal v5 token (reads their account), made through `app`. */
export async function v5Token(app: FastifyInstance, username: string): Promise<string> {
  const person = testClient(app);
  await person.signup(username);
  const created = await person.resource('PersonalTokenResource', 'create', {
    name: 'script',
    scopes: ['user_accounts:read'],
  });
  return dataOf(created).token as string;
}

/** One v5 read with `token`; answers the status. */
export async function v5Read(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/v5/user_account',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}
