import type { Kysely } from 'kysely';

/**
 * Rate limits in the database (lib/rate-limiter.ts `createDbRateLimiter`), so that several app
 * nodes on one database count the same attempts: one row per limiter and key, with its count
 * and the end of its window in epoch milliseconds (hence bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_expires')
    .on('rate_limits')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
