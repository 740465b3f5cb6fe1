import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  PasswordResetCheckOptions,
  PasswordResetOptions,
  PasswordResetRequestOptions,
  Session,
} from '@tack/contract';
import type { AppContext, CallContext } from '../../context.ts';
import { mailOrigin } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { queueMail } from '../mail/mailer.ts';
import { passwordChanged, passwordReset } from '../mail/templates/index.ts';
import type { ResetReason } from '../mail/templates/password-reset.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/password-strength.ts';
import { startSession } from '../auth/auth.service.ts';
import { startChallenge } from '../two-factor/login-challenge.ts';
import { isTwoFactorOn } from '../two-factor/verify.ts';
import { hitAccountLimits } from './account-limits.ts';
import {
  accountByEmail,
  accountById,
  endAllSessions,
  type AccountRow,
} from './account.repository.ts';
import {
  consumeAccountToken,
  findAccountToken,
  issueAccountToken,
  retireTokens,
} from './account-tokens.repository.ts';
import { tokenError } from './token-problems.ts';
import { signedOutSession } from '../auth/session-answer.ts';

export const RESET_TTL_MINUTES = 60;
export const RESET_JOB = 'account.password_reset';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Issues a reset link and queues its mail, in the caller's transaction. Earlier links keep
 * working until their hour is up (each mail's link does what it says); setting a password
 * retires them all.
 */
export async function queueResetLink(
  db: Db,
  ctx: AppContext,
  user: NonNullable<AccountRow>,
  reason: ResetReason,
): Promise<void> {
  const token = await issueAccountToken(db, await ctx.keyring.signingKey(), {
    userId: user.id,
    purpose: 'password_reset',
    email: user.email,
    ttlMs: RESET_TTL_MINUTES * 60_000,
  });
  await queueMail(db, ctx, {
    to: user.email,
    userId: user.id,
    template: passwordReset,
    data: {
      firstName: user.first_name,
      username: user.username,
      url: `${mailOrigin(ctx.config)}/pw/${encodeURIComponent(user.username)}/?token=${token}`,
      reason,
      minutes: RESET_TTL_MINUTES,
    },
  });
}

/**
 * "Forgot your password?". The request only queues a job with the address; the worker looks
 * the address up and mails a link if it has an account. So the answer, and the work done before
 * it, are the same whether or not the address has an account: neither tells which do.
 */
export async function requestPasswordReset(
  ctx: CallContext,
  o: z.output<typeof PasswordResetRequestOptions>,
) {
  const limit = await hitAccountLimits(ctx.accountLimits, ctx.request.ip, `reset:${o.email}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await enqueueJob(ctx.db, RESET_JOB, { email: o.email }, { maxAttempts: 3 });
  ctx.jobs.poke();
  return { sent: true as const };
}

/** The worker's side of a reset request. */
export function resetJob(ctx: AppContext) {
  return async (payload: unknown) => {
    const { email } = payload as { email: string };
    await ctx.db.transaction().execute(async (trx) => {
      const user = await accountByEmail(trx, email);
      if (user) await queueResetLink(trx, ctx, user, 'requested');
    });
  };
}

/** The reset page asks first whether its link still works, before anyone types a password. */
export async function checkResetLink(
  ctx: CallContext,
  o: z.output<typeof PasswordResetCheckOptions>,
) {
  await limitClient(ctx);
  const found = await findAccountToken(
    ctx.db,
    await ctx.keyring.signingKey(),
    o.token,
    'password_reset',
  );
  if (!found.ok) throw tokenError(found.problem);
  const user = await accountById(ctx.db, found.row.user_id);
  if (!user || user.username !== o.username.toLowerCase()) throw tokenError('unknown');
  return { username: user.username, firstName: user.first_name };
}

/**
 * Sets the new password from a reset link: the link is used up, every session of the account
 * ends, a pending email change is cancelled, the flag /secure/panic set is cleared, and this browser is signed in (after its second
 * factor when two-factor sign-in is on). Opening the link proved the mailbox, so a matching
 * address counts as verified.
 */
export async function resetPassword(
  ctx: CallContext,
  o: z.output<typeof PasswordResetOptions>,
): Promise<Session> {
  await limitClient(ctx);
  const key = await ctx.keyring.signingKey();
  // Checked before hashing, so a bad link costs no argon2 work; used up below, atomically.
  const found = await findAccountToken(ctx.db, key, o.token, 'password_reset');
  if (!found.ok) throw tokenError(found.problem);
  requireStrongPassword(o.password, 'password', [o.username]);
  const passwordHash = await hashPassword(o.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeAccountToken(trx, key, o.token, 'password_reset');
    if (!used.ok) throw tokenError(used.problem);
    const user = await accountById(trx, used.row.user_id);
    if (!user || user.username !== o.username) throw tokenError('unknown');
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_reset_required: 0,
        ...(user.email === used.row.email && !user.email_verified_at
          ? { email_verified_at: new Date().toISOString() }
          : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await endAllSessions(trx, user.id);
    await retireTokens(trx, user.id, 'password_reset');
    // An email change asked for before the reset may be the intruder's: it must be asked again.
    await retireTokens(trx, user.id, 'email_change');
    await queueMail(trx, ctx, {
      to: user.email,
      userId: user.id,
      template: passwordChanged,
      data: { firstName: user.first_name, panicUrl: `${mailOrigin(ctx.config)}/secure/panic/` },
    });
    return user.id;
  });
  // The link proves the mailbox, not the second factor: with two-factor sign-in on, a code
  // still finishes the login.
  if (await isTwoFactorOn(ctx.db, userId)) return startChallenge(ctx, userId);
  return startSession(ctx, userId);
}

/**
 * `/secure/panic`: for a person who thinks someone else is in their account. Every session ends
 * (this one too), a pending email change is cancelled, the next login is refused until the
 * password is reset, and a reset link goes to the account's address.
 */
export async function securePanic(ctx: CallContext): Promise<Session> {
  const me = ctx.viewer!;
  const limit = await hitAccountLimits(ctx.accountLimits, ctx.request.ip, `panic:${me.id}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_reset_required: 1 })
      .where('id', '=', me.id)
      .execute();
    await endAllSessions(trx, me.id);
    // A pending email change may be the intruder's way to keep the account: its link dies here.
    await retireTokens(trx, me.id, 'email_change');
    const user = await accountById(trx, me.id);
    await queueResetLink(trx, ctx, user!, 'panic');
  });
  clearSessionCookie(ctx.reply, ctx.config.cookieSecure);
  return signedOutSession(ctx);
}

async function limitClient(ctx: CallContext) {
  const limit = await ctx.accountLimits.perClient.hit(`link:${ctx.request.ip}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
}
