import type { CallContext } from '../../context.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';

export const PASSWORD_WRONG = 'That password is incorrect';

/**
 * The one check before the account is deleted or deactivated: the person at the keyboard knows
 * the account's password. Limited like logins (per account, and failures per client across
 * accounts), since a stolen session could otherwise guess at it here.
 */
export async function confirmIdentity(ctx: CallContext, password: string): Promise<void> {
  const me = ctx.viewer!.id;
  const spraying = ctx.loginFailureLimiter.check(ctx.request.ip);
  if (!spraying.allowed) throw tooManyRequests(spraying.retryAfterSeconds);
  const limit = ctx.loginLimiter.hit(`confirm|${me}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', me)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, password))) {
    ctx.loginFailureLimiter.hit(ctx.request.ip);
    throw new AppError(400, 'wrong_password', PASSWORD_WRONG, 'password', undefined, [
      { field: 'password', message: PASSWORD_WRONG },
    ]);
  }
}
