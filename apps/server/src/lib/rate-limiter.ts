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
  const keyOf = (key: string) => createHash('sha256').update(`${name}\0${key}`).digest('hex');
  const verdict = (count: number, resetsAt: number, now: number, max: number): Verdict => ({
    allowed: count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
  });
  return {
    /** Counts one attempt; answers whether it is allowed and, if not, how long to wait. */
    async hit(key: string, now = Date.now()): Promise<Verdict> {
      await prune(db, now);
      const fresh = now + opts.windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key: keyOf(key), count: 1, resets_at: fresh })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            // A window that ended starts again at this hit.
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
      return verdict(Number(row.count), Number(row.resets_at), now, opts.max);
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

async function prune(db: Kysely<Database>, now: number): Promise<void> {
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
}
