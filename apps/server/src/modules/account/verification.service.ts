import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { EmailVerificationResendOptions } from '@tack/contract';
import type { AppContext, CallContext } from '../../context.ts';
import { mailOrigin } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { queueMail } from '../mail/mailer.ts';
import { verifyEmail } from '../mail/templates/index.ts';
import { hitAccountLimits } from './account-limits.ts';
import { accountById } from './account.repository.ts';
import {
  consumeAccountToken,
  findAccountToken,
  issueAccountToken,
} from './account-tokens.repository.ts';
import { maskEmail } from './mask.ts';
import { reasonOf, type LinkReason } from './token-problems.ts';

/** A verification link works for two days. */
export const VERIFY_TTL_HOURS = 48;

/** Queues the verification mail for `user` in the caller's transaction. */
export async function queueVerification(
  trx: Transaction<Database>,
  ctx: AppContext,
  user: { id: string; email: string; first_name: string },
): Promise<void> {
  const token = await issueAccountToken(trx, await ctx.keyring.signingKey(), {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    ttlMs: VERIFY_TTL_HOURS * 3_600_000,
  });
  await queueMail(trx, ctx, {
    to: user.email,
    userId: user.id,
    template: verifyEmail,
    data: {
      firstName: user.first_name,
      url: `${mailOrigin(ctx.config)}/email/verify/?token=${token}`,
      hours: VERIFY_TTL_HOURS,
    },
  });
}

/**
 * A new link: for the signed-in viewer, or for the account an expired or used link names (so
 * the error page's button works signed out). Limited per account and per client.
 */
export async function resendVerification(
  ctx: CallContext,
  o: z.output<typeof EmailVerificationResendOptions>,
) {
  let userId = ctx.viewer?.id ?? null;
  if (o.token) {
    const found = await findAccountToken(
      ctx.db,
      await ctx.keyring.signingKey(),
      o.token,
      'verify_email',
    );
    // Only a link we signed names an account; a forged one names nobody.
    userId = found.ok ? found.row.user_id : (found.userId ?? userId);
  }
  if (!userId) throw unauthorized('Log in to get a new verification link');
  const user = await accountById(ctx.db, userId);
  if (!user) throw unauthorized('Log in to get a new verification link');
  if (user.email_verified_at)
    return { status: 'already_verified' as const, sentTo: maskEmail(user.email) };
  const limit = await hitAccountLimits(ctx.accountLimits, ctx.request.ip, `verify:${user.id}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await ctx.db.transaction().execute((trx) => queueVerification(trx, ctx, user));
  return { status: 'sent' as const, sentTo: maskEmail(user.email) };
}

/**
 * Opens a verification link: marks the address verified when the link is good, unused, in time
 * and still for the account's current address. Answers where to send the browser.
 */
export async function openVerificationLink(
  ctx: AppContext,
  token: string,
): Promise<{ ok: true } | { ok: false; reason: LinkReason }> {
  const key = await ctx.keyring.signingKey();
  return ctx.db.transaction().execute(async (trx) => {
    const used = await consumeAccountToken(trx, key, token, 'verify_email');
    if (!used.ok) return { ok: false, reason: reasonOf(used.problem) };
    const user = await accountById(trx, used.row.user_id);
    // The account has changed its address since: this link confirms nothing now.
    if (!user || user.email !== used.row.email) return { ok: false, reason: 'invalid' };
    if (!user.email_verified_at)
      await trx
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
    return { ok: true };
  });
}
