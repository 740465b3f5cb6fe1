import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@tack/contract';
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { AppError, conflict, tooManyRequests } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { checkPassword } from '../auth/reauth.ts';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import { matchStep, newTotpSecret, otpauthUri } from './totp.ts';
import { verifySecondFactor, WRONG_CODE } from './verify.ts';

export async function twoFactorStatus(ctx: CallContext): Promise<TwoFactorStatus> {
  const userId = ctx.viewer!.id;
  const row = await ctx.db
    .selectFrom('two_factor')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const left = await ctx.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const enabledAt = row?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? Number(left.n) : 0,
  };
}

/**
 * Step one of turning it on: a fresh secret, kept unconfirmed until the person enters a code
 * their app made from it. Starting again replaces an unconfirmed secret.
 */
export async function startEnrollment(ctx: CallContext): Promise<TwoFactorSetup> {
  const viewer = ctx.viewer!;
  const secret = newTotpSecret();
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('two_factor')
      .select('enabled_at')
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    if (current?.enabled_at) throw conflict('Two-factor sign-in is already on');
    await trx.deleteFrom('two_factor').where('user_id', '=', viewer.id).execute();
    await trx
      .insertInto('two_factor')
      .values({
        user_id: viewer.id,
        secret,
        enabled_at: null,
        last_step: null,
        failed_since: null,
        created_at: nowIso(),
      })
      .execute();
  });
  const uri = otpauthUri(secret, viewer.username);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Step two: a right code from the app turns it on and answers the recovery codes, once. */
export async function confirmEnrollment(
  ctx: CallContext,
  o: { code: string },
  now = Date.now(),
): Promise<RecoveryCodes> {
  const userId = ctx.viewer!.id;
  // Wrong codes here are limited like any other (one account, one counter).
  const limit = await ctx.loginLimiter.hit(`2fa-enrol|${userId}`, now);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('two_factor')
      .select(['secret', 'enabled_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row)
      throw new AppError(
        400,
        'no_enrollment',
        'Start again: choose "Turn on" to get a new code to scan',
      );
    if (row.enabled_at) throw conflict('Two-factor sign-in is already on');
    const step = matchStep(row.secret, o.code, now);
    if (step === null) throw new AppError(400, 'wrong_code', WRONG_CODE, 'code');
    await trx
      .updateTable('two_factor')
      .set({ enabled_at: new Date(now).toISOString(), last_step: step })
      .where('user_id', '=', userId)
      .execute();
    return { recoveryCodes: await replaceRecoveryCodes(trx, userId) };
  });
}

/**
 * Turning it off asks for both the password and a code: a stolen session alone cannot. The
 * account's passkeys go with it.
 */
export async function disableTwoFactor(
  ctx: CallContext,
  o: { password: string; code: string },
): Promise<TwoFactorStatus> {
  const userId = ctx.viewer!.id;
  await checkPassword(ctx, o.password, 'password');
  await verifySecondFactor(ctx, userId, o.code);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    await trx.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
    // Passkeys are a second way to give the second factor: with it off they have no use.
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('passkey_registrations').where('user_id', '=', userId).execute();
  });
  return twoFactorStatus(ctx);
}

/** New recovery codes for a code (or a last recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: CallContext,
  o: { code: string },
): Promise<RecoveryCodes> {
  const userId = ctx.viewer!.id;
  await verifySecondFactor(ctx, userId, o.code);
  return ctx.db
    .transaction()
    .execute(async (trx) => ({ recoveryCodes: await replaceRecoveryCodes(trx, userId) }));
}

async function replaceRecoveryCodes(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const created_at = nowIso();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(
      codes.map((c) => ({
        user_id: userId,
        code_hash: hashRecoveryCode(normalizeRecoveryCode(c)!),
        used_at: null,
        created_at,
      })),
    )
    .execute();
  return codes;
}
