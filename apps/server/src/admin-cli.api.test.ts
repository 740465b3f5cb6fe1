import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tackCommand } from '../../../bench/lib/server.mjs';
import { createPostgresDatabase, describeEngines } from '../test/engines.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

// `npm run admin -- partner <username>` (PC §6 "Partner") and `employee <username>` (PC §1, §6:
// the debug overlay): the operator's way to the roles.
describeEngines('admin command: partner and employee', (engine) => {
  let url: string;
  let cleanup: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-admin-cli-'));

  beforeAll(async () => {
    if (engine === 'postgres') {
      const pgDb = await createPostgresDatabase();
      url = pgDb.url;
      cleanup = pgDb.drop;
    } else {
      url = `sqlite:${path.join(dataDir, 'tack.db')}`;
      cleanup = async () => {};
    }
    const { db, close } = openDatabase(url);
    await migrateToLatest(db);
    await db
      .insertInto('users')
      .values({
        id: '1700000000000000001',
        username: 'carol',
        email: 'carol@example.com',
        password_hash: 'x',
        first_name: 'Carol',
        full_name: 'Carol C',
        avatar_signature: null,
        role: 'user',
        country: 'US',
        locale: 'en-US',
        created_at: new Date().toISOString(),
      })
      .execute();
    await close();
  });
  afterAll(async () => {
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (...args: string[]) =>
    run(process.execPath, [...tackCommand('admin-cli'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout + e.stderr,
      }),
    );
  const flag = async (column: 'is_partner' | 'is_employee' = 'is_partner') => {
    const { db, close } = openDatabase(url);
    try {
      const row = await db
        .selectFrom('users')
        .select(column)
        .where('username', '=', 'carol')
        .executeTakeFirstOrThrow();
      return Number(row[column]);
    } finally {
      await close();
    }
  };

  it('sets and clears the flag, and says when nobody has that name', async () => {
    expect(await admin('partner', 'Carol')).toMatchObject({ code: 0 });
    expect(await flag()).toBe(1);
    expect((await admin('partners')).out).toContain('carol');
    expect(await admin('partner', 'carol', '--off')).toMatchObject({ code: 0 });
    expect(await flag()).toBe(0);
    await admin('partner', 'carol');
    expect(await admin('unpartner', 'carol')).toMatchObject({ code: 0 });
    expect(await flag()).toBe(0);
    const missing = await admin('partner', 'nobody');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('no user named nobody');
  }, 60_000);

  it('makes an employee, lists employees, and undoes it', async () => {
    expect((await admin('employees')).out).toContain('no employees yet');
    expect(await admin('employee', 'Carol')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Carol is now an employee'),
    });
    expect(await flag('is_employee')).toBe(1);
    // The roles are separate flags.
    expect(await flag('is_partner')).toBe(0);
    expect((await admin('employees')).out.trim()).toBe('carol');
    expect(await admin('employee', 'carol', '--off')).toMatchObject({ code: 0 });
    expect(await flag('is_employee')).toBe(0);
    await admin('employee', 'carol');
    expect(await admin('unemployee', 'carol')).toMatchObject({ code: 0 });
    expect(await flag('is_employee')).toBe(0);
    expect((await admin('employee', 'nobody')).code).toBe(1);
    expect((await admin('employee', 'carol', '--bogus')).code).toBe(2);
  }, 60_000);
});
