import type { PasswordChangeOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, SESSION_COOKIE } from '../../plugins/session.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/password-strength.ts';
import { checkPassword } from '../auth/reauth.ts';
import { retireTokens } from '../account/account-tokens.repository.ts';

/**
 * Change password: the current one first (limited like logins), then the new one by the signup
 * rules. Every other session of the account ends, and any half-finished two-factor login, and a
 * pending email change (one may change a password because someone else got in, and that someone
 * may have asked for the change); the session that asked stays signed in.
 */
export async function changePassword(
  ctx: CallContext,
  o: PasswordChangeOptions,
): Promise<{ signedOutSessions: number }> {
  const userId = ctx.viewer!.id;
  await checkPassword(ctx, o.current_password, 'current_password');
  if (o.new_password === o.current_password)
    throw new AppError(
      400,
      'bad_request',
      'Choose a new password, not the one you have now',
      'new_password',
    );
  const me = ctx.viewer!;
  requireStrongPassword(o.new_password, 'new_password', [
    me.username,
    me.email,
    me.first_name,
    me.full_name,
  ]);
  const password_hash = await hashPassword(o.new_password);
  const current = hashToken(ctx.request.cookies[SESSION_COOKIE] ?? '');
  return ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash }).where('id', '=', userId).execute();
    const ended = await trx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', current)
      .executeTakeFirst();
    await trx.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
    await retireTokens(trx, userId, 'email_change');
    return { signedOutSessions: Number(ended.numDeletedRows) };
  });
}
