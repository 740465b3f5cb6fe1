import type { Kysely } from 'kysely';

/**
 * The route table's pages (issue 14):
 * - Today ranks pins by their saves and opens of the last days: `saves` and `pin_daily_stats`
 *   are read by a window of time, so each gets an index on its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('saves_created').on('saves').column('created_at').execute();
  await db.schema.createIndex('pin_daily_stats_day').on('pin_daily_stats').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pin_daily_stats_day').execute();
  await db.schema.dropIndex('saves_created').execute();
}
