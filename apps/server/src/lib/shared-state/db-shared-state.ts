import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SharedState, Window } from './shared-state.ts';

/** Ended windows and stale page reads are deleted at most this often, by whichever process notices. */
const PRUNE_EVERY_MS = 60_000;

/** The shared state in the app's own database: every process on it counts alike. */
export function dbSharedState(db: Kysely<Database>): SharedState {
  let lastLimitPrune = 0;
  let lastCachePrune = 0;
  return {
    kind: 'database',
    async count(key, windowMs, now): Promise<Window> {
      if (now - lastLimitPrune >= PRUNE_EVERY_MS) {
        lastLimitPrune = now;
        await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
      }
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
    },
    async peek(key, now) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'resets_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || Number(row.resets_at) <= now) return null;
      return { count: Number(row.count), resetsAt: Number(row.resets_at) };
    },
    async forget(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async recall(key, ttlMs, now) {
      const row = await db
        .selectFrom('page_reads')
        .select(['value', 'read_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && now - Number(row.read_at) <= ttlMs ? row.value : null;
    },
    async remember(key, value, ttlMs, now) {
      if (now - lastCachePrune >= PRUNE_EVERY_MS) {
        lastCachePrune = now;
        await db
          .deleteFrom('page_reads')
          .where('read_at', '<', now - ttlMs)
          .execute();
      }
      await db
        .insertInto('page_reads')
        .values({ key, value, read_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, read_at: now }))
        .execute();
    },
    async check() {
      await sql`select 1`.execute(db);
    },
    async close() {},
  };
}
