import type { z } from 'zod';
import type { AdminVerification, MerchantOptions, OperatorDomainOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { newClaimToken } from './domain-claims.service.ts';

const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.first_name',
  'u.full_name',
  'u.avatar_signature',
] as const;

function operator(ctx: CallContext): string {
  if (ctx.viewer?.role !== 'admin')
    throw forbidden('Only operators can verify merchants and domains');
  return ctx.viewer.id;
}

async function userIdByName(ctx: CallContext, username: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No one is called ${username}`, 'username');
  return row.id;
}

/** /admin/verification: every verified merchant and domain, newest first. */
export async function adminVerification(ctx: CallContext): Promise<AdminVerification> {
  operator(ctx);
  const [merchants, domains] = await Promise.all([
    ctx.db
      .selectFrom('verified_merchants as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('users as by', 'by.id', 'm.verified_by')
      .select([...USER_COLUMNS, 'm.created_at', 'by.username as verified_by'])
      .orderBy('m.created_at', 'desc')
      .execute(),
    ctx.db
      .selectFrom('domain_claims as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select([...USER_COLUMNS, 'd.id as claim_id', 'd.domain', 'd.method', 'd.verified_at'])
      .where('d.verified_at', 'is not', null)
      .orderBy('d.verified_at', 'desc')
      .execute(),
  ]);
  return {
    merchants: merchants.map((m) => ({
      user: toUserSummary(m),
      verifiedAt: m.created_at,
      verifiedBy: m.verified_by,
    })),
    domains: domains.map((d) => ({
      id: d.claim_id,
      domain: d.domain,
      user: toUserSummary(d),
      method: d.method as 'dns' | 'meta' | 'operator',
      verifiedAt: d.verified_at!,
    })),
  };
}

/** Gives a person the merchant badge (again: no change). */
export async function verifyMerchant(ctx: CallContext, o: z.output<typeof MerchantOptions>) {
  const by = operator(ctx);
  const userId = await userIdByName(ctx, o.username);
  await ctx.db
    .insertInto('verified_merchants')
    .values({ user_id: userId, verified_by: by, created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return adminVerification(ctx);
}

export async function revokeMerchant(ctx: CallContext, o: z.output<typeof MerchantOptions>) {
  operator(ctx);
  const userId = await userIdByName(ctx, o.username);
  const res = await ctx.db
    .deleteFrom('verified_merchants')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!res.numDeletedRows)
    throw new AppError(404, 'not_found', `${o.username} is not a verified merchant`);
  return adminVerification(ctx);
}

/**
 * An operator's word that a domain is a person's: their claim (made if they had none) turns
 * verified by `operator`, whatever its DNS or page says.
 */
export async function verifyDomain(ctx: CallContext, o: z.output<typeof OperatorDomainOptions>) {
  const by = operator(ctx);
  const userId = await userIdByName(ctx, o.username);
  const now = nowIso();
  await ctx.db
    .insertInto('domain_claims')
    .values({
      id: newId(),
      user_id: userId,
      domain: o.domain,
      token: newClaimToken(),
      method: 'operator',
      verified_at: now,
      verified_by: by,
      last_error: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'domain']).doUpdateSet({
        method: 'operator',
        verified_at: now,
        verified_by: by,
        last_error: null,
      }),
    )
    .execute();
  return adminVerification(ctx);
}

/** Takes a verified domain back: the claim stays, waiting for proof again. */
export async function revokeDomain(ctx: CallContext, o: z.output<typeof OperatorDomainOptions>) {
  operator(ctx);
  const userId = await userIdByName(ctx, o.username);
  const res = await ctx.db
    .updateTable('domain_claims')
    .set({ method: null, verified_at: null, verified_by: null })
    .where('user_id', '=', userId)
    .where('domain', '=', o.domain)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  if (!res.numUpdatedRows)
    throw new AppError(404, 'not_found', `${o.username} has no verified domain ${o.domain}`);
  return adminVerification(ctx);
}
