import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The roles an operator gives and takes from the command line, and the flag each one is. */
export const STAFF_ROLES = {
  /** The creator program (PC §6 "Partner"): story pins' stats. */
  partner: 'is_partner',
  /** Employees (PC §1, §6): the `deb_` debug overlay on cards. */
  employee: 'is_employee',
} as const;
export type StaffRole = keyof typeof STAFF_ROLES;

/**
 * Gives a person a role or takes it away: an operator's command (`npm run admin -- partner
 * <username>`, `employee <username>`). Answers whether such a person exists.
 */
export async function setStaffRole(
  db: Kysely<Database>,
  role: StaffRole,
  username: string,
  on: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ [STAFF_ROLES[role]]: on ? 1 : 0 })
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The usernames holding a role, alphabetically. */
export async function holdersOf(db: Kysely<Database>, role: StaffRole): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where(STAFF_ROLES[role], '=', 1)
    .orderBy('username')
    .execute();
  return rows.map((r) => r.username);
}
