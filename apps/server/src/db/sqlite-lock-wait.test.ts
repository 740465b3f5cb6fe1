import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './dialect.ts';
import { waitingOutLocks } from './sqlite-lock-wait.ts';

/**
 * Two connections to one SQLite file, as two server processes (or two apps in one test process)
 * hold them. A writer that finds the file locked waits without stopping its process: the other
 * connection's transaction, itself waiting on something else (a signature from the thread pool,
 * a file), must be able to finish meanwhile.
 */
describe('SQLite: a write that finds the file locked waits for it without blocking', () => {
  let dir: string;
  let a: Db;
  let b: Db;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-lock-wait-'));
    const url = `sqlite:${path.join(dir, 'tack.db')}`;
    a = openDatabase(url);
    b = openDatabase(url);
    await sql`create table notes (n integer not null)`.execute(a.db);
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async (db: Kysely<Database>) =>
    Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n);

  it('goes through once the transaction holding the lock commits', async () => {
    let bWrote = 0;
    let aCommitted = 0;
    const holding = a.db.transaction().execute(async (trx) => {
      await sql`insert into notes values (1)`.execute(trx);
      // Other work on the event loop while the lock is held: b's write must not freeze it.
      await sleep(100);
      await sql`insert into notes values (2)`.execute(trx);
    });
    const writing = (async () => {
      await sleep(20);
      await sql`insert into notes values (3)`.execute(b.db);
      bWrote = Date.now();
    })();
    await holding;
    aCommitted = Date.now();
    await writing;
    expect(await count(b.db)).toBe(3);
    // b waited for a's commit, not for a timeout.
    expect(bWrote).toBeGreaterThanOrEqual(aCommitted - 5);
    expect(bWrote - aCommitted).toBeLessThan(1_000);
  });

  it('a transaction waits for another to commit before it begins, and both land', async () => {
    const first = a.db.transaction().execute(async (trx) => {
      await sql`insert into notes values (1)`.execute(trx);
      await sleep(100);
    });
    await sleep(20);
    await b.db.transaction().execute(async (trx) => {
      // Begun only after a's commit: it sees a's row.
      expect(await count(trx)).toBe(1);
      await sql`insert into notes values (2)`.execute(trx);
    });
    await first;
    expect(await count(a.db)).toBe(2);
  });

  it('gives up with the lock error when the file stays locked past the wait', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = a.db.transaction().execute(async (trx) => {
      await sql`insert into notes values (1)`.execute(trx);
      await released;
    });
    await sleep(10);
    const started = Date.now();
    const waited = sql`insert into notes values (2)`.execute(b.db).then(
      () => null,
      (err: unknown) => err,
    );
    // The event loop goes on while b waits: a timer fires on time.
    const before = Date.now();
    await sleep(50);
    expect(Date.now() - before).toBeLessThan(1_000);
    const err = (await waited) as { code?: string } | null;
    release();
    await holding;
    expect(err?.code).toBe('SQLITE_BUSY');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(await count(a.db)).toBe(1);
  }, 15_000);
});

describe('waitingOutLocks', () => {
  const failing = (code: string, times: number) => {
    let calls = 0;
    const run = async () => {
      calls++;
      if (calls <= times) throw Object.assign(new Error(code), { code });
      return 'done';
    };
    return { run, calls: () => calls };
  };

  it('tries a locked statement again until it goes through', async () => {
    const op = failing('SQLITE_BUSY', 3);
    expect(await waitingOutLocks(op.run)).toBe('done');
    expect(op.calls()).toBe(4);
  });

  it('answers any other error at once, the stale-snapshot lock included', async () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY_SNAPSHOT']) {
      const op = failing(code, 1);
      await expect(waitingOutLocks(op.run)).rejects.toMatchObject({ code });
      expect(op.calls()).toBe(1);
    }
  });

  it('gives up with the lock error once it has waited its time', async () => {
    const op = failing('SQLITE_BUSY', Infinity);
    const started = Date.now();
    await expect(waitingOutLocks(op.run, 60)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(op.calls()).toBeGreaterThan(3);
  });
});
