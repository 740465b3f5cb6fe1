import type { z } from 'zod';
import type { EmailChangeOptions } from '@tack/contract';
import type { AppContext, CallContext } from '../../context.ts';
import { mailOrigin } from '../../config.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { queueMail } from '../mail/mailer.ts';
import { emailChangeConfirm, emailChangeNotice } from '../mail/templates/index.ts';
import { hitAccountLimits } from './account-limits.ts';
import { accountById } from './account.repository.ts';
import {
  consumeAccountToken,
  findAccountToken,
  issueAccountToken,
  retireTokens,
} from './account-tokens.repository.ts';
import { reasonOf, type LinkReason } from './token-problems.ts';
import { VERIFY_TTL_HOURS } from './verification.service.ts';

const TAKEN = 'An account with that email already exists';

/** The newest change waiting for its link, if any. */
export async function pendingEmailChange(ctx: CallContext) {
  const row = await ctx.db
    .selectFrom('account_tokens')
    .select('email')
    .where('user_id', '=', ctx.viewer!.id)
    .where('purpose', '=', 'email_change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return { pendingEmail: row?.email ?? null };
}

/**
 * Asks to change the viewer's email. The current password proves it is the owner; the change
 * takes effect only from the link sent to the NEW address, and the old address is told at once
 * (with a way to secure the account if it was not them). A newer request replaces an older one.
 */
export async function requestEmailChange(ctx: CallContext, o: z.output<typeof EmailChangeOptions>) {
  const me = ctx.viewer!;
  const limit = await hitAccountLimits(ctx.accountLimits, ctx.request.ip, `change:${me.id}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const row = await ctx.db
    .selectFrom('users')
    .select(['password_hash', 'email', 'first_name'])
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, o.password)))
    throw new AppError(400, 'wrong_password', "That password isn't right", 'password');
  if (o.new_email === row.email) throw badRequest("That's already your email", 'new_email');
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', o.new_email)
    .executeTakeFirst();
  if (taken) throw conflict(TAKEN, 'new_email');
  const key = await ctx.keyring.signingKey();
  const origin = mailOrigin(ctx.config);
  await ctx.db.transaction().execute(async (trx) => {
    await retireTokens(trx, me.id, 'email_change');
    const token = await issueAccountToken(trx, key, {
      userId: me.id,
      purpose: 'email_change',
      email: o.new_email,
      ttlMs: VERIFY_TTL_HOURS * 3_600_000,
    });
    await queueMail(trx, ctx, {
      to: o.new_email,
      userId: me.id,
      template: emailChangeConfirm,
      data: {
        firstName: row.first_name,
        newEmail: o.new_email,
        url: `${origin}/email/confirm/?token=${token}`,
        hours: VERIFY_TTL_HOURS,
      },
    });
    await queueMail(trx, ctx, {
      to: row.email,
      userId: me.id,
      template: emailChangeNotice,
      data: {
        firstName: row.first_name,
        newEmail: o.new_email,
        panicUrl: `${origin}/secure/panic/`,
      },
    });
  });
  return { pendingEmail: o.new_email };
}

/**
 * Opens the link sent to the new address: the account takes that address, verified. Refused if
 * another account took the address meanwhile, and while the account waits for a new password
 * after /secure/panic (whoever asked for the change may be the reason for the panic).
 */
export async function openEmailChangeLink(
  ctx: AppContext,
  token: string,
): Promise<{ ok: true } | { ok: false; reason: LinkReason | 'taken' | 'secured' }> {
  const key = await ctx.keyring.signingKey();
  // Before anything else, even for a link that is used or expired: the page then says why.
  const found = await findAccountToken(ctx.db, key, token, 'email_change');
  const owner = found.ok ? found.row.user_id : found.userId;
  if (owner && (await awaitsNewPassword(ctx, owner))) return { ok: false, reason: 'secured' };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const used = await consumeAccountToken(trx, key, token, 'email_change');
      if (!used.ok) return { ok: false as const, reason: reasonOf(used.problem) };
      const user = await accountById(trx, used.row.user_id);
      if (!user) return { ok: false as const, reason: 'invalid' as const };
      // Checked again in the transaction: a panic between the check above and here wins.
      if (user.password_reset_required) return { ok: false as const, reason: 'secured' as const };
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', used.row.email)
        .where('id', '!=', user.id)
        .executeTakeFirst();
      if (taken) throw new TakenError();
      await trx
        .updateTable('users')
        .set({ email: used.row.email, email_verified_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      // Links for the old address verify nothing now.
      await retireTokens(trx, user.id, 'verify_email');
      return { ok: true as const };
    });
  } catch (err) {
    // Taken before the check, or between it and the update (the unique index): nothing changed.
    if (err instanceof TakenError || /unique|duplicate/i.test(String(err)))
      return { ok: false, reason: 'taken' };
    throw err;
  }
}

class TakenError extends Error {}

async function awaitsNewPassword(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('password_reset_required')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.password_reset_required);
}
