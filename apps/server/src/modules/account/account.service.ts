import type { AccountLeaveOptions, AccountLeaveResult } from '@tack/contract';
import type { Kysely } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import { purgeQueuedMedia } from '../media/media-purge.ts';
import { deleteAccountRows } from './account-rows.ts';
import { confirmIdentity } from './confirm-identity.ts';

/**
 * Deletes the viewer's account for good, once they confirm it is them: every row in one
 * transaction (account-rows.ts), then the images nothing else uses, from the queue that
 * transaction wrote. A failure removing files is left to the media cleanup, which drains the
 * same queue; the answer is the same either way.
 */
export async function deleteAccount(
  ctx: CallContext,
  o: AccountLeaveOptions,
): Promise<AccountLeaveResult> {
  const me = ctx.viewer!.id;
  await confirmIdentity(ctx, o);
  await ctx.db.transaction().execute((trx) => deleteAccountRows(trx, me));
  clearSessionCookie(ctx.reply, ctx.config.cookieSecure);
  await purgeQueuedMedia(ctx.db, ctx.storage).catch((err: unknown) =>
    ctx.request.log.error(
      { err },
      'removing a deleted account’s media failed; the cleanup retries',
    ),
  );
  return { outcome: 'deleted' };
}

/**
 * Deactivates the viewer's account: its profile, boards and pins are hidden from everyone (as a
 * missing account is: privacy/hidden-people.ts) and every session ends. Logging in again with
 * the password brings it all back (`reactivate`).
 */
export async function deactivateAccount(
  ctx: CallContext,
  o: AccountLeaveOptions,
): Promise<AccountLeaveResult> {
  const me = ctx.viewer!.id;
  await confirmIdentity(ctx, o);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ deactivated_at: nowIso() }).where('id', '=', me).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', me).execute();
  });
  clearSessionCookie(ctx.reply, ctx.config.cookieSecure);
  return { outcome: 'deactivated' };
}

/** A session starting for a deactivated account reactivates it; answers whether it did. */
export async function reactivate(db: Kysely<Database>, userId: string): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ deactivated_at: null })
    .where('id', '=', userId)
    .where('deactivated_at', 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
