import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, StoryPinDraftsTable } from '../../db/database.ts';

export type DraftRow = Selectable<StoryPinDraftsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A draft of `userId`'s; another person's is as missing as one that never was. */
export const findOwnDraft = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('story_pin_drafts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const listOwnDrafts = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('story_pin_drafts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function countOwnDrafts(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('story_pin_drafts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertDraft(db: Db, row: DraftRow) {
  await db.insertInto('story_pin_drafts').values(row).execute();
}

/** Updates the owner's draft; answers whether there was one. */
export async function updateOwnDraft(
  db: Db,
  userId: string,
  id: string,
  data: string,
  now: string,
): Promise<boolean> {
  const r = await db
    .updateTable('story_pin_drafts')
    .set({ data, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the owner's draft; answers whether there was one. */
export async function deleteOwnDraft(db: Db, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('story_pin_drafts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
