import type { LoginOptions, Session, SignupOptions } from '@tack/contract';
import { THEME_COOKIE } from '@tack/contract/account';
import { parseTheme } from '../web/theme.ts';
import type { CallContext } from '../../context.ts';
import { conflict, tooManyRequests, AppError } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  clearSessionCookie,
  hashToken,
  newToken,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session.ts';
import { toViewer } from '../users/users.mapper.ts';
import { ownFacts } from '../users/own-facts.ts';
import { userCounts } from '../users/users.repository.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { requireStrongPassword } from './password-strength.ts';
import { queueVerification } from '../account/verification.service.ts';
import { hitAccountLimits } from '../account/account-limits.ts';
import { accountById } from '../account/account.repository.ts';
import { queueResetLink } from '../account/password-reset.service.ts';
import { claimableUsername } from '../settings/username.repository.ts';
import { isTwoFactorOn } from '../two-factor/verify.ts';
import { startChallenge } from '../two-factor/login-challenge.ts';
import { consentFor, mergeConsentCookie } from '../consent/consent.service.ts';
import { signedOutSession, unauthSavesOf } from './session-answer.ts';
import { reactivate } from '../account/account.service.ts';
import { profileBadges } from '../verification/badges.repository.ts';

const INVALID_LOGIN = 'The email or password you entered is incorrect.';

export async function signup(ctx: CallContext, o: SignupOptions): Promise<Session> {
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', o.email)
    .executeTakeFirst();
  if (taken) throw conflict('An account with that email already exists', 'email');
  // Reserved names, names in use and other people's recent old names (settings) are refused.
  await claimableUsername(ctx.db, o.username, null);
  requireStrongPassword(o.password, 'password', [o.username, o.email, o.first_name]);
  const id = newId();
  const password_hash = await hashPassword(o.password);
  try {
    // The account and its verification mail are one change: no account without its mail.
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          username: o.username,
          email: o.email,
          password_hash,
          first_name: o.first_name,
          full_name: o.first_name,
          avatar_signature: null,
          role: 'user',
          country: 'US',
          locale: 'en-US',
          // A theme chosen in this browser before signing up carries over to the account.
          theme: parseTheme(ctx.request.cookies[THEME_COOKIE]) ?? 'system',
          created_at: nowIso(),
        })
        .execute();
      await queueVerification(trx, ctx, { id, email: o.email, first_name: o.first_name });
    });
  } catch (err) {
    // A concurrent signup won the unique index between our check and insert.
    if (/unique|duplicate/i.test(String(err)))
      throw conflict('That username or email is taken', 'username');
    throw err;
  }
  return startSession(ctx, id);
}

/**
 * Two limits: attempts per client and email (guessing one account's password), and failures per
 * client across every email (trying one password against many accounts).
 */
export async function login(ctx: CallContext, o: LoginOptions): Promise<Session> {
  const client = ctx.request.ip;
  const spraying = await ctx.loginFailureLimiter.check(client);
  if (!spraying.allowed) throw tooManyRequests(spraying.retryAfterSeconds);
  const limit = await ctx.loginLimiter.hit(`${client}|${o.email}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'password_reset_required'])
    .where('email', '=', o.email)
    .executeTakeFirst();
  // Unknown email and wrong password take the same time and give the same answer.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), o.password);
  if (!user || !ok) {
    await ctx.loginFailureLimiter.hit(client);
    throw new AppError(401, 'invalid_login', INVALID_LOGIN, 'password');
  }
  // Secured with /secure/panic: only the right password hears it, and gets a fresh reset link.
  // Before the second factor: no code opens an account that must change its password first.
  if (user.password_reset_required) await refuseUntilReset(ctx, user.id);
  // Two-factor sign-in: the password opens only a short challenge; a code finishes the login.
  if (await isTwoFactorOn(ctx.db, user.id)) return startChallenge(ctx, user.id);
  return startSession(ctx, user.id);
}

const RESET_REQUIRED =
  'For your safety, your account needs a new password before you can log in. We sent a link to choose one to your email.';

async function refuseUntilReset(ctx: CallContext, userId: string): Promise<never> {
  // At most a few mails however often someone tries: past the limit the answer stays the same.
  const limit = await hitAccountLimits(ctx.accountLimits, ctx.request.ip, `login-reset:${userId}`);
  if (limit.allowed)
    await ctx.db.transaction().execute(async (trx) => {
      const user = await accountById(trx, userId);
      await queueResetLink(trx, ctx, user!, 'login_blocked');
    });
  throw new AppError(403, 'password_reset_required', RESET_REQUIRED);
}

export async function logout(ctx: CallContext): Promise<Session> {
  const token = ctx.request.cookies[SESSION_COOKIE];
  if (token) await ctx.db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  clearSessionCookie(ctx.reply, ctx.config.cookieSecure);
  return signedOutSession(ctx);
}

/**
 * A fresh session id at every login: any id the browser held before is deleted, never reused.
 * The browser's User-Agent and address are kept so settings can list where you are signed in.
 */
export async function startSession(ctx: CallContext, userId: string): Promise<Session> {
  const old = ctx.request.cookies[SESSION_COOKIE];
  const token = newToken();
  const now = Date.now();
  // Signing in is how a deactivated account comes back.
  const reactivated = await ctx.db.transaction().execute(async (trx) => {
    if (old) await trx.deleteFrom('sessions').where('id', '=', hashToken(old)).execute();
    await trx
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + ctx.config.sessionTtlMs).toISOString(),
        user_agent: ctx.request.headers['user-agent']?.slice(0, 512) ?? null,
        last_ip: ctx.request.ip.slice(0, 64),
        last_used_at: new Date(now).toISOString(),
      })
      .execute();
    return reactivate(trx, userId);
  });
  setSessionCookie(ctx.reply, token, {
    secure: ctx.config.cookieSecure,
    ttlMs: ctx.config.sessionTtlMs,
  });
  // Cookie choices made while signed out become the account's (docs/privacy.md).
  await mergeConsentCookie(ctx, userId);
  const session = await currentSession({ ...ctx, viewer: null }, userId);
  return reactivated ? { ...session, reactivated } : session;
}

export async function currentSession(ctx: CallContext, userId = ctx.viewer?.id): Promise<Session> {
  if (!userId) return signedOutSession(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'first_name',
      'full_name',
      'avatar_signature',
      'role',
      'country',
      'locale',
      'theme',
      'account_type',
      'created_at',
      'email_verified_at',
      'about',
      'website_url',
      'is_employee',
      'is_partner',
      'weight_loss_ads_opted_out',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [counts, facts, cookieConsent, badges, unauth] = await Promise.all([
    userCounts(ctx.db, userId, userId),
    ownFacts(ctx.db, row),
    consentFor(ctx, userId),
    profileBadges(ctx.db, row),
    unauthSavesOf(ctx, userId),
  ]);
  return {
    isAuthenticated: true,
    userId,
    viewer: toViewer(row, counts, facts, badges),
    cookieConsent,
    ...unauth,
  };
}

/** `/business/convert/`: a personal account becomes a business account (idempotent). */
export async function convertToBusiness(ctx: CallContext): Promise<Session> {
  const viewer = ctx.viewer!;
  await ctx.db
    .updateTable('users')
    .set({ account_type: 'business' })
    .where('id', '=', viewer.id)
    .execute();
  return currentSession(ctx);
}
