import type { Session } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { verifySecondFactor } from './verify.ts';
import { signedOutSession } from '../auth/session-answer.ts';

/** The cookie that carries a login between its password and its code (httpOnly, 5 minutes). */
export const CHALLENGE_COOKIE = 'tack_2fa';
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes one challenge may try before the password must be entered again. */
export const CHALLENGE_ATTEMPTS = 5;

const EXPIRED = 'Your sign-in timed out or was interrupted. Enter your email and password again.';

/**
 * The password was right and the account has two-factor sign-in: no session yet, only a
 * challenge (its token in an httpOnly cookie, its hash in the database) that a code can finish
 * within five minutes.
 */
export async function startChallenge(ctx: CallContext, userId: string): Promise<Session> {
  const token = newToken();
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    // One open challenge per account: an older one (another tab, an attacker's) ends here.
    await trx.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
    await trx
      .insertInto('login_challenges')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
      })
      .execute();
  });
  ctx.reply.setCookie(CHALLENGE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
  return { ...(await signedOutSession(ctx)), twoFactorRequired: true };
}

/**
 * Checks a code against the login's challenge and answers whose login it finishes. Each try is
 * counted on the challenge before the code is checked; the fifth wrong one ends it.
 */
export async function finishChallenge(ctx: CallContext, code: string): Promise<string> {
  const row = await openChallenge(ctx);
  await countAttempt(ctx, row.id);
  await verifySecondFactor(ctx, row.user_id, code);
  await endChallenge(ctx, row.id);
  return row.user_id;
}

/** The login challenge the cookie names, while it is open (not expired, tries left). */
export async function openChallenge(ctx: CallContext) {
  const token = ctx.request.cookies[CHALLENGE_COOKIE];
  if (!token || token.length > 100) throw expired();
  const id = hashToken(token);
  const row = await ctx.db
    .selectFrom('login_challenges')
    .select(['id', 'user_id', 'attempts', 'expires_at', 'webauthn_challenge'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= Date.now() || row.attempts >= CHALLENGE_ATTEMPTS) {
    if (row) await ctx.db.deleteFrom('login_challenges').where('id', '=', id).execute();
    throw expired();
  }
  return row;
}

/** Counts one try on the challenge, before the answer is checked (so a failed one counts). */
export async function countAttempt(ctx: CallContext, id: string) {
  await ctx.db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The login is finished: its challenge and cookie go. */
export async function endChallenge(ctx: CallContext, id: string) {
  await ctx.db.deleteFrom('login_challenges').where('id', '=', id).execute();
  ctx.reply.clearCookie(CHALLENGE_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export function expired() {
  return new AppError(400, 'challenge_expired', EXPIRED);
}
