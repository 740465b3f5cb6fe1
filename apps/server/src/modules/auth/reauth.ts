import type { CallContext } from '../../context.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The viewer's password, checked again for a sensitive change; limited per account like logins,
 * so a borrowed session cannot guess it.
 */
export async function checkPassword(ctx: CallContext, password: string, field: string) {
  const userId = ctx.viewer!.id;
  const limit = await ctx.loginLimiter.hit(`reauth|${userId}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, password)))
    throw new AppError(400, 'wrong_password', 'That password is incorrect', field);
}
