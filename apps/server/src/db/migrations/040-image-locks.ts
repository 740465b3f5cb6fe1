import type { Kysely } from 'kysely';

/**
 * The image lock across processes and nodes (modules/media/image-lock.ts): an upload storing an
 * image, a pin starting to use it and the media cleanup removing it hold its lock in turn. One
 * row per lock held, with its holder and when the lease ends (ms since the epoch); a live holder
 * extends it, and a node that died lets it lapse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_locks')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_locks').execute();
}
