import type { Kysely } from 'kysely';

/**
 * State every server process must share once `npm start` runs several (TACK_WORKERS): rate-limit
 * windows (lib/rate-limiter.ts) and the short cache of web pages read for pins
 * (modules/pages/page-reader.ts). Both were held in each process's memory. Keys are hashes:
 * neither table keeps an address, an email or a URL in the clear, and every row expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // sha256 of the limiter's name and the key it counts (a client, an account, a viewer).
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // When the window ends, in milliseconds since the epoch.
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets').on('rate_limits').column('resets_at').execute();
  await db.schema
    .createTable('page_reads')
    // sha256 of the address asked for.
    .addColumn('key', 'text', (c) => c.primaryKey())
    // JSON of the page as read: where it ended up and what it says about itself.
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_reads_read').on('page_reads').column('read_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_reads').execute();
  await db.schema.dropTable('rate_limits').execute();
}
