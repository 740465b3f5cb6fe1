import type { ProfileUpdateOptions, Viewer } from '@tack/contract';
import { MAX_OLD_USERNAMES, type Theme } from '@tack/contract/account';
import type { Kysely, Updateable } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database, UsersTable } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { currentSession } from '../auth/auth.service.ts';
import { rememberTheme } from '../web/theme.ts';
import { redirectExpiry, TAKEN_MESSAGE, tooManyChangesMessage } from './username-rules.ts';
import { claimableUsername } from './username.repository.ts';

/**
 * Edit profile. A new username takes effect at once; the old one redirects to it for 90 days
 * (pages and the app's router), and meanwhile no one else may take it. All in one transaction.
 */
export async function updateProfile(ctx: CallContext, o: ProfileUpdateOptions): Promise<Viewer> {
  const userId = ctx.viewer!.id;
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    const patch: Updateable<UsersTable> = {};
    if (o.first_name !== undefined) patch.first_name = o.first_name;
    if (o.full_name !== undefined) patch.full_name = o.full_name;
    if (o.about !== undefined) patch.about = o.about;
    if (o.website_url !== undefined) patch.website_url = o.website_url;
    if (o.username !== undefined) {
      const { username } = await trx
        .selectFrom('users')
        .select('username')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (o.username !== username) {
        await renameUser(trx, userId, username, o.username, now);
        patch.username = o.username;
      }
    }
    if (Object.keys(patch).length === 0) return;
    try {
      await trx.updateTable('users').set(patch).where('id', '=', userId).execute();
    } catch (err) {
      // Someone took the name between our check and this write.
      if (/unique|duplicate/i.test(String(err))) throw conflict(TAKEN_MESSAGE, 'username');
      throw err;
    }
  });
  return (await currentSession(ctx)).viewer!;
}

async function renameUser(
  trx: Kysely<Database>,
  userId: string,
  oldName: string,
  newName: string,
  now: number,
): Promise<void> {
  const verdict = await claimableUsername(trx, newName, userId, now);
  const nowIso = new Date(now).toISOString();
  // Taking back one's own old name ends its redirect; expired ones of this user are dropped.
  await trx
    .deleteFrom('username_redirects')
    .where('user_id', '=', userId)
    .where((eb) =>
      verdict === 'own-old-name'
        ? eb.or([eb('old_username', '=', newName), eb('expires_at', '<=', nowIso)])
        : eb('expires_at', '<=', nowIso),
    )
    .execute();
  // Each change holds a name for 90 days: without a cap one person could hold any number.
  const held = await trx
    .selectFrom('username_redirects')
    .select('expires_at')
    .where('user_id', '=', userId)
    .orderBy('expires_at')
    .execute();
  if (held.length >= MAX_OLD_USERNAMES)
    throw conflict(tooManyChangesMessage(held[0]!.expires_at), 'username');
  await trx
    .insertInto('username_redirects')
    .values({
      old_username: oldName,
      user_id: userId,
      created_at: nowIso,
      expires_at: redirectExpiry(now),
    })
    .onConflict((oc) =>
      oc.column('old_username').doUpdateSet({
        user_id: userId,
        created_at: nowIso,
        expires_at: redirectExpiry(now),
      }),
    )
    .execute();
}

/**
 * Language and country (stored as `locale` and `country`; targeting reads them) and the colour
 * theme, which this browser also remembers for when the person is logged out.
 */
export async function updateAccount(
  ctx: CallContext,
  o: { locale?: string; country?: string; theme?: Theme },
): Promise<Viewer> {
  const patch: Updateable<UsersTable> = {};
  if (o.locale !== undefined) patch.locale = o.locale;
  if (o.country !== undefined) patch.country = o.country;
  if (o.theme !== undefined) {
    patch.theme = o.theme;
    rememberTheme(ctx.reply, o.theme, ctx.config.cookieSecure);
  }
  if (Object.keys(patch).length)
    await ctx.db.updateTable('users').set(patch).where('id', '=', ctx.viewer!.id).execute();
  return (await currentSession(ctx)).viewer!;
}
