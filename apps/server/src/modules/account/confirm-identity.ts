import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { checkPassword } from '../auth/reauth.ts';
import { isTwoFactorOn, verifySecondFactor } from '../two-factor/index.ts';

/**
 * The one check before the account is deleted or deactivated: the person at the keyboard knows
 * the account's password (limited per account like logins) and, with two-factor sign-in on, has
 * its app or a recovery code (limited by the account's wrong-code count). A stolen session alone
 * cannot remove or hide an account.
 */
export async function confirmIdentity(
  ctx: CallContext,
  o: { password: string; code?: string | undefined },
): Promise<void> {
  const me = ctx.viewer!.id;
  await checkPassword(ctx, o.password, 'password');
  if (!(await isTwoFactorOn(ctx.db, me))) return;
  if (!o.code)
    throw new AppError(
      400,
      'code_required',
      'Enter the code from your authenticator app, or a recovery code',
      'code',
    );
  await verifySecondFactor(ctx, me, o.code);
}
