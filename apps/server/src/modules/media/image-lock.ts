import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * A lease's length unless its holder extends it, and how often a holder extends it: a node that
 * dies holding a lock frees it within `leaseMs`.
 */
export interface LeaseTiming {
  leaseMs: number;
  renewMs: number;
}
const LEASE: LeaseTiming = { leaseMs: 15_000, renewMs: 5_000 };
/** Waits between tries while another process holds the lease. */
const RETRY_MS = [20, 50, 100, 200];

/**
 * Runs `fn` while nobody else holds the lock of this image signature, in this process or any
 * other node on the same database: an upload storing the image, a pin starting to use it and the
 * media cleanup removing its files never interleave (the cleanup checks the rows again once it
 * holds the lock). In one process holders take turns in a queue; each then takes the signature's
 * lease in the database (`image_locks`, migration 040), waiting while another process holds it.
 */
export function withImageLock<T>(
  db: Kysely<Database>,
  signature: string,
  fn: () => Promise<T>,
  timing: LeaseTiming = LEASE,
): Promise<T> {
  return inTurn(signature, () => withLease(db, signature, fn, timing));
}

/** The tail of each key's queue: the last holder's promise, settled when it is done. */
const tails = new Map<string, Promise<unknown>>();

/** Runs `fn` once every earlier holder of `key` in this process is done (failed or not). */
export function inTurn<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => {});
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}

async function withLease<T>(
  db: Kysely<Database>,
  signature: string,
  fn: () => Promise<T>,
  timing: LeaseTiming,
): Promise<T> {
  const holder = randomUUID();
  for (let tries = 0; !(await takeLease(db, signature, holder, timing.leaseMs)); tries++)
    await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]));
  // A failed extension is not fatal: the next one may pass, and the lease lasts three periods.
  const renew = setInterval(
    () => void extendLease(db, signature, holder, timing.leaseMs).catch(() => {}),
    timing.renewMs,
  );
  renew.unref();
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    // If the release fails (the database going away), the lease lapses on its own.
    await db
      .deleteFrom('image_locks')
      .where('signature', '=', signature)
      .where('holder', '=', holder)
      .execute()
      .catch(() => {});
  }
}

/**
 * Takes the lease of `signature` for `holder` in one statement: a new row, or a row whose lease
 * has lapsed (its holder died). Answers whether `holder` now holds it.
 */
export async function takeLease(
  db: Kysely<Database>,
  signature: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const now = Date.now();
  const taken = await db
    .insertInto('image_locks')
    .values({ signature, holder, expires_at: now + leaseMs })
    .onConflict((oc) =>
      oc
        .column('signature')
        .doUpdateSet({ holder, expires_at: now + leaseMs })
        .where('image_locks.expires_at', '<', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === holder;
}

async function extendLease(
  db: Kysely<Database>,
  signature: string,
  holder: string,
  leaseMs: number,
): Promise<void> {
  await db
    .updateTable('image_locks')
    .set({ expires_at: Date.now() + leaseMs })
    .where('signature', '=', signature)
    .where('holder', '=', holder)
    .execute();
}
