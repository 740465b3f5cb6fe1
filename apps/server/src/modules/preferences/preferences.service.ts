import type { z } from 'zod';
import {
  DEFAULT_PREFERENCES,
  ProfilePreferences,
  type PreferencesUpdateOptions,
} from '@tack/contract';
import type { Kysely } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

/** Stored preferences over the defaults; anything stored that no longer validates falls back. */
export const getPreferences = (ctx: CallContext) => preferencesOf(ctx.db, ctx.viewer!.id);

/** A user's preferences (theirs alone to read: callers check who asks). */
export async function preferencesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<ProfilePreferences> {
  const row = await db
    .selectFrom('user_preferences')
    .select('data')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PREFERENCES;
  let stored: unknown = {};
  try {
    stored = JSON.parse(row.data);
  } catch {
    // unreadable: defaults
  }
  const parsed = ProfilePreferences.partial().safeParse(stored);
  return { ...DEFAULT_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
}

export async function updatePreferences(
  ctx: CallContext,
  o: z.output<typeof PreferencesUpdateOptions>,
): Promise<ProfilePreferences> {
  const next = { ...(await getPreferences(ctx)), ...o };
  const values = { user_id: ctx.viewer!.id, data: JSON.stringify(next), updated_at: nowIso() };
  await ctx.db
    .insertInto('user_preferences')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ data: values.data, updated_at: values.updated_at }),
    )
    .execute();
  return next;
}
