import { sql, type Kysely } from 'kysely';

/**
 * Saves (pins with an original), newest first, with the original they save: the home feed's
 * saves' topics find the fresh saves whose original is on a topic from this index alone
 * (modules/feed/home-feed.ts), instead of reading every fresh pin to find the saves among them.
 * Partial: a save is about one pin in seven.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('pins_saves_by_id')
    .on('pins')
    .columns(['id', 'origin_pin_id'])
    .where(sql.ref('origin_pin_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pins_saves_by_id').execute();
}
