import type { Passkey } from '@tack/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { CallContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { checkPassword } from '../auth/reauth.ts';
import { isTwoFactorOn } from '../two-factor/index.ts';
import { countAttempt, endChallenge, openChallenge } from '../two-factor/login-challenge.ts';
import { PASSKEY_CHALLENGE_TTL_MS, RP_NAME, relyingParty } from './relying-party.ts';

/** Passkeys one account may keep: enough for every device, few enough to list. */
export const MAX_PASSKEYS = 10;

const REFUSED_REGISTRATION =
  "Your browser's passkey couldn't be checked. Try again, or use another device.";
const REFUSED_LOGIN = "That passkey didn't work. Try again, or enter a code from your app.";
const REGISTRATION_EXPIRED = 'Adding the passkey took too long. Choose "Add a passkey" again.';

export async function listPasskeys(ctx: CallContext): Promise<Passkey[]> {
  const rows = await ctx.db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', ctx.viewer!.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

/**
 * Step one of adding a passkey: options for the browser, with a fresh challenge kept for this
 * account (one at a time, five minutes, single use). Passkeys are a second way to give the
 * second factor, so two-factor sign-in (with an app) must be on first.
 */
export async function startRegistration(ctx: CallContext) {
  const viewer = ctx.viewer!;
  if (!(await isTwoFactorOn(ctx.db, viewer.id)))
    throw new AppError(
      400,
      'two_factor_off',
      'Turn on two-factor sign-in with an app first; a passkey is another way to give the second step.',
    );
  const existing = await ctx.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', viewer.id)
    .execute();
  if (existing.length >= MAX_PASSKEYS)
    throw conflict(
      `You have ${MAX_PASSKEYS} passkeys, the most one account keeps. Remove one first.`,
    );
  const { rpID } = relyingParty(ctx.config);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: viewer.username,
    userID: new TextEncoder().encode(viewer.id),
    attestationType: 'none',
    // The same authenticator twice would be two names for one key.
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passkey_registrations').where('user_id', '=', viewer.id).execute();
    await trx
      .insertInto('passkey_registrations')
      .values({
        user_id: viewer.id,
        challenge: options.challenge,
        expires_at: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS).toISOString(),
      })
      .execute();
  });
  return options;
}

/** Step two: the browser's answer, checked against the kept challenge (used up here). */
export async function finishRegistration(
  ctx: CallContext,
  o: { name: string; response: Record<string, unknown> },
): Promise<Passkey[]> {
  const userId = ctx.viewer!.id;
  const pending = await ctx.db
    .selectFrom('passkey_registrations')
    .select(['challenge', 'expires_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Single use: whoever deletes the row owns the challenge, even against a concurrent request.
  const taken = pending
    ? await ctx.db
        .deleteFrom('passkey_registrations')
        .where('user_id', '=', userId)
        .where('challenge', '=', pending.challenge)
        .executeTakeFirst()
    : null;
  if (
    !pending ||
    Number(taken?.numDeletedRows) !== 1 ||
    Date.parse(pending.expires_at) <= Date.now()
  )
    throw new AppError(400, 'registration_expired', REGISTRATION_EXPIRED);
  const { rpID, origin } = relyingParty(ctx.config);
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: o.response as unknown as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError(400, 'passkey_refused', REFUSED_REGISTRATION);
  }
  if (!result.verified || !result.registrationInfo)
    throw new AppError(400, 'passkey_refused', REFUSED_REGISTRATION);
  const { credential } = result.registrationInfo;
  await ctx.db.transaction().execute(async (trx) => {
    const same = await trx
      .selectFrom('passkeys')
      .select('id')
      .where('id', '=', credential.id)
      .executeTakeFirst();
    if (same) throw conflict('This passkey is already registered');
    await trx
      .insertInto('passkeys')
      .values({
        id: credential.id,
        user_id: userId,
        name: o.name,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        created_at: nowIso(),
        last_used_at: null,
      })
      .execute();
  });
  return listPasskeys(ctx);
}

/** Removing a passkey asks for the password: a borrowed session cannot swap in its own. */
export async function removePasskey(
  ctx: CallContext,
  o: { id: string; password: string },
): Promise<Passkey[]> {
  await checkPassword(ctx, o.password, 'password');
  const gone = await ctx.db
    .deleteFrom('passkeys')
    .where('id', '=', o.id)
    .where('user_id', '=', ctx.viewer!.id)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) throw notFound('That passkey');
  return listPasskeys(ctx);
}

/**
 * A login's second step with a passkey: options naming the account's passkeys and a fresh
 * challenge, kept on the login challenge (replacing an earlier one, gone with the login).
 */
export async function startPasskeyLogin(ctx: CallContext) {
  const login = await openChallenge(ctx);
  const keys = await ctx.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', login.user_id)
    .execute();
  if (keys.length === 0)
    throw new AppError(
      400,
      'no_passkeys',
      'This account has no passkey. Enter a code from your app.',
    );
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    allowCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k.transports) })),
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await ctx.db
    .updateTable('login_challenges')
    .set({ webauthn_challenge: options.challenge })
    .where('id', '=', login.id)
    .execute();
  return options;
}

/**
 * Checks the passkey's signed answer and answers whose login it finishes. Each answer counts as
 * a try on the login challenge (the fifth wrong one ends it) and uses up its passkey challenge.
 */
export async function finishPasskeyLogin(
  ctx: CallContext,
  o: { response: Record<string, unknown> & { id: string } },
): Promise<string> {
  const login = await openChallenge(ctx);
  await countAttempt(ctx, login.id);
  const expectedChallenge = login.webauthn_challenge;
  const used = expectedChallenge
    ? await ctx.db
        .updateTable('login_challenges')
        .set({ webauthn_challenge: null })
        .where('id', '=', login.id)
        .where('webauthn_challenge', '=', expectedChallenge)
        .executeTakeFirst()
    : null;
  if (!expectedChallenge || Number(used?.numUpdatedRows) !== 1)
    throw new AppError(400, 'passkey_refused', 'Choose "Use a passkey" again.');
  const key = await ctx.db
    .selectFrom('passkeys')
    .select(['id', 'public_key', 'counter', 'transports'])
    .where('id', '=', o.response.id)
    .where('user_id', '=', login.user_id)
    .executeTakeFirst();
  if (!key) throw new AppError(400, 'passkey_refused', REFUSED_LOGIN);
  const { rpID, origin } = relyingParty(ctx.config);
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: o.response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: key.id,
        publicKey: isoBase64URL.toBuffer(key.public_key),
        counter: Number(key.counter),
        transports: transportsOf(key.transports),
      },
      requireUserVerification: false,
    });
  } catch {
    throw new AppError(400, 'passkey_refused', REFUSED_LOGIN);
  }
  if (!result.verified) throw new AppError(400, 'passkey_refused', REFUSED_LOGIN);
  await ctx.db
    .updateTable('passkeys')
    .set({ counter: result.authenticationInfo.newCounter, last_used_at: nowIso() })
    .where('id', '=', key.id)
    .execute();
  await endChallenge(ctx, login.id);
  return login.user_id;
}

const transportsOf = (s: string) => (s ? s.split(',') : []) as AuthenticatorTransport[];
