import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { afterFailure, lockedForSeconds } from './failure-limit.ts';
import { hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';
import { matchStep } from './totp.ts';

type Ctx = { db: Kysely<Database> };

export const WRONG_CODE =
  "That code didn't work. Check your app (or a recovery code) and try again.";
export const REPLAYED_CODE =
  'That code was already used. Wait for your app to show a new one and enter that.';

/** Whether the account signs in with a second factor. */
export async function isTwoFactorOn(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Checks a second factor for an account with two-factor sign-in on: a 6-digit TOTP code from
 * its app (a step at most once: a replayed code is refused) or one of its unused recovery codes
 * (used up by this check). Every refusal counts against the account's limit (5 wrong codes in
 * 15 minutes, then 429), and those counts are written outside any caller's transaction, so a
 * failed request still counts. Answers which factor was used; throws an AppError on the `code`
 * field otherwise. Login, turning two-factor off and deleting an account all call this.
 */
export async function verifySecondFactor(
  ctx: Ctx,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<'totp' | 'recovery'> {
  const row = await ctx.db
    .selectFrom('two_factor')
    .select(['secret', 'last_step', 'failed_count', 'failed_since'])
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  if (!row)
    throw new AppError(400, 'two_factor_off', 'Two-factor sign-in is not on for this account');
  const state = { failedCount: row.failed_count, failedSince: row.failed_since };
  const wait = lockedForSeconds(state, now);
  if (wait > 0) throw tooManyCodes(wait);

  const typed = code.replace(/\s/g, '');
  let refusal = WRONG_CODE;
  if (/^\d{6}$/.test(typed)) {
    const step = matchStep(row.secret, typed, now);
    if (step !== null) {
      // Claims the step: the condition makes a second use of it (even a concurrent one) fail.
      const claimed = await ctx.db
        .updateTable('two_factor')
        .set({ last_step: step, failed_count: 0, failed_since: null })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) return 'totp';
      refusal = REPLAYED_CODE;
    }
  } else {
    const normalized = normalizeRecoveryCode(typed);
    if (normalized) {
      const used = await ctx.db
        .updateTable('recovery_codes')
        .set({ used_at: new Date(now).toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hashRecoveryCode(normalized))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 1) {
        await resetFailures(ctx, userId);
        return 'recovery';
      }
    }
  }
  const next = afterFailure(state, now);
  await ctx.db
    .updateTable('two_factor')
    .set({ failed_count: next.failedCount, failed_since: next.failedSince })
    .where('user_id', '=', userId)
    .execute();
  const nowLocked = lockedForSeconds(next, now);
  if (nowLocked > 0) throw tooManyCodes(nowLocked);
  throw new AppError(400, 'wrong_code', refusal, 'code');
}

const resetFailures = (ctx: Ctx, userId: string) =>
  ctx.db
    .updateTable('two_factor')
    .set({ failed_count: 0, failed_since: null })
    .where('user_id', '=', userId)
    .execute();

function tooManyCodes(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    'rate_limited',
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'code',
    seconds,
  );
}
