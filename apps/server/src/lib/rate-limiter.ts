import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Verdict {
  allowed: boolean;
  /** How long to wait before the window ends (at least 1 s once refused). */
  retryAfterSeconds: number;
}

/** Windows that ended are deleted at most this often, by whichever process notices first. */
const PRUNE_EVERY_MS = 60_000;
const lastPrune = new WeakMap<Kysely<Database>, number>();

/**
 * A fixed-window counter per key, kept in the database (`rate_limits`, migration 036) so that
 * every server process (TACK_WORKERS) counts against one limit. `name` keeps limiters apart; the
 * table holds only a hash of name and key, and windows that ended are deleted. `hit` counts and
 * answers in one statement, so concurrent hits never lose a count. Time is passed in so tests can
 * drive it.
 */
export function createRateLimiter(
  db: Kysely<Database>,
  name: string,
  opts: { max: number; windowMs: number },
) {
  const keyOf = (key: string) => hashedKey(name, key);
  const verdict = (count: number, resetsAt: number, now: number, max: number): Verdict => ({
    allowed: count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
  });
  return {
    /** Counts one attempt; answers whether it is allowed and, if not, how long to wait. */
    async hit(key: string, now = Date.now()): Promise<Verdict> {
      const row = await countAttempt(db, keyOf(key), opts.windowMs, now);
      return verdict(row.count, row.resetsAt, now, opts.max);
    },
    /** Whether one more attempt would be allowed, without counting it. */
    async check(key: string, now = Date.now()): Promise<Verdict> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'resets_at'])
        .where('key', '=', keyOf(key))
        .executeTakeFirst();
      if (!row || Number(row.resets_at) <= now) return { allowed: true, retryAfterSeconds: 0 };
      return verdict(Number(row.count) + 1, Number(row.resets_at), now, opts.max);
    },
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', keyOf(key)).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts one attempt under `key` (a hashedKey) in one statement (so concurrent attempts never lose a
 * count): a window that ended starts again at this attempt. Answers the count and window end.
 */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; resetsAt: number }> {
  await prune(db, now);
  const fresh = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, resets_at: fresh })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.resets_at', '<=', now)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        resets_at: eb
          .case()
          .when('rate_limits.resets_at', '<=', now)
          .then(fresh)
          .else(eb.ref('rate_limits.resets_at'))
          .end(),
      })),
    )
    .returning(['count', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetsAt: Number(row.resets_at) };
}

/** The stored form of a limiter's key: its name and key hashed, never the key itself. */
export const hashedKey = (name: string, key: string) =>
  createHash('sha256').update(`${name}\0${key}`).digest('hex');

async function prune(db: Kysely<Database>, now: number): Promise<void> {
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
}
