import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ConsentChoice } from './consent-rules.ts';

/** The account's stored choice, or null when the person never chose. */
export async function storedChoice(
  db: Kysely<Database>,
  userId: string,
): Promise<ConsentChoice | null> {
  const row = await db
    .selectFrom('cookie_consents')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    analytics: Boolean(row.allow_analytic),
    marketing: Boolean(row.allow_marketing),
    personalization: Boolean(row.allow_personalization),
    at: Date.parse(row.decided_at),
  };
}

/** Stores a choice (one row per account, replaced). */
export async function storeChoice(
  db: Kysely<Database>,
  userId: string,
  choice: ConsentChoice,
  surfaceTag: string,
): Promise<void> {
  const values = {
    allow_analytic: Number(choice.analytics),
    allow_marketing: Number(choice.marketing),
    allow_personalization: Number(choice.personalization),
    surface_tag: surfaceTag,
    decided_at: new Date(choice.at).toISOString(),
  };
  await db
    .insertInto('cookie_consents')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
