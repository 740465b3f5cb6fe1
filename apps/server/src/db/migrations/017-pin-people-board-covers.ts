import { sql, type Kysely } from 'kysely';

/**
 * The people a saved pin names (pin-card-and-saving §3 "originPinner", "viaPinner") and board
 * covers a person chooses (§3 Board "coverPin"):
 *
 * - `pins.origin_pinner_id`: the original's pinner, kept on a save when it is made. The original
 *   itself may be deleted later (its `origin_pin_id` is then cleared), and the save still knows
 *   whose it was, and that its original is gone (an idea pin's `isDeleted`). Backfilled for saves
 *   whose original exists.
 * - `pins.via_pinner_id`: whose pin the save was made from, when that was someone else's save.
 *   Unknown for saves made before (null).
 * - `boards.cover_pin_id` used to be set to a board's first pin automatically and was never
 *   shown; it now means the cover the owner chose, so the automatic values are cleared (the
 *   cover is then the newest pin, as boards showed before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of ['origin_pinner_id', 'via_pinner_id'])
    await db.schema
      .alterTable('pins')
      .addColumn(name, 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  await sql`update pins set origin_pinner_id = (select o.pinner_id from pins o where o.id = pins.origin_pin_id) where origin_pin_id is not null`.execute(
    db,
  );
  await sql`update boards set cover_pin_id = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['via_pinner_id', 'origin_pinner_id'])
    await db.schema.alterTable('pins').dropColumn(name).execute();
}
