import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Puts a person in the creator program (PC §6 "Partner") or takes them out: an operator's
 * command (`npm run admin -- partner <username>`). Answers whether such a person exists.
 */
export async function setPartner(
  db: Kysely<Database>,
  username: string,
  on: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_partner: on ? 1 : 0 })
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
