import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tackCommand } from '../../../../bench/lib/server.mjs';
import { REPO_ROOT } from '../config.ts';
import { createPostgresDatabase, engines } from '../../test/engines.ts';
import { openDatabase, type Db } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { postgresTool } from './backup.ts';

/** `npm run db:backup -- <file>` on a live database, and the copy opened or restored. */
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-backup-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const backup = (databaseUrl: string, file: string) =>
  spawnSync(process.execPath, [...tackCommand('backup-cli'), file], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: dir },
    encoding: 'utf8',
    timeout: 60_000,
  });

const addInterests = async (db: Db, from: number, n: number) => {
  const now = new Date().toISOString();
  for (let i = from; i < from + n; i++)
    await db.db
      .insertInto('interests')
      .values({ id: `i${i}`, name: `Interest ${i}`, slug: `interest-${i}`, created_at: now })
      .execute();
};

describe('database backup [sqlite]', () => {
  it('copies the live database with the online backup API; the copy opens whole', async () => {
    const url = `sqlite:${path.join(dir, 'live.db')}`;
    const live = openDatabase(url);
    try {
      await migrateToLatest(live.db);
      await addInterests(live, 0, 25);
      // The server keeps its connection open and writing while the backup runs.
      const r = backup(url, 'copy.db');
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/SQLite backup written to .*copy\.db/);
      await addInterests(live, 25, 5);
    } finally {
      await live.close();
    }
    const copy = new SQLite(path.join(dir, 'copy.db'), { readonly: true, fileMustExist: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('select count(*) as n from interests').get()).toEqual({ n: 25 });
    copy.close();
    expect(backup(url, '').status).toBe(2);
  });
});

describe.skipIf(!engines.includes('postgres'))('database backup [postgres]', () => {
  it('dumps with pg_dump, and pg_restore brings it back into a new database', async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    try {
      const live = openDatabase(source.url);
      try {
        await migrateToLatest(live.db);
        await addInterests(live, 0, 25);
        const r = backup(source.url, 'tack.dump');
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout).toMatch(/PostgreSQL backup written to .*tack\.dump/);
      } finally {
        await live.close();
      }
      // The restore, as docs/deploy.md writes it.
      const restore = spawnSync(
        postgresTool('pg_restore'),
        ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, path.join(dir, 'tack.dump')],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(restore.status, restore.stderr).toBe(0);
      const restored = openDatabase(target.url);
      try {
        const { n } = await restored.db
          .selectFrom('interests')
          .select((e) => e.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(n)).toBe(25);
        // The app's schema came back whole: migrations see nothing to do.
        expect(await migrateToLatest(restored.db)).toEqual([]);
      } finally {
        await restored.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
