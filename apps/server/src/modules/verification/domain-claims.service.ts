import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  metaTagFor,
  txtRecordFor,
  type DomainClaim,
  type DomainClaimCreateOptions,
  type DomainClaimIdOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { Selectable } from 'kysely';
import type { DomainClaimsTable } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';

/** A person may claim this many domains: enough for a shop and its brands, not a directory. */
export const MAX_CLAIMS = 20;

/** 128 random bits, base64url: what the person publishes (public by nature, so not hashed). */
export const newClaimToken = () => randomBytes(16).toString('base64url');

export const toDomainClaim = (r: Selectable<DomainClaimsTable>): DomainClaim => ({
  id: r.id,
  domain: r.domain,
  txtRecord: txtRecordFor(r.token),
  metaTag: metaTagFor(r.token),
  method: r.method,
  verifiedAt: r.verified_at,
  lastCheckedAt: r.last_checked_at,
  lastError: r.last_error,
  createdAt: r.created_at,
});

const claimsOf = (ctx: CallContext, userId: string) =>
  ctx.db
    .selectFrom('domain_claims')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function listClaims(ctx: CallContext) {
  return { items: (await claimsOf(ctx, ctx.viewer!.id)).map(toDomainClaim) };
}

/** The viewer's own claim, or 404 (another person's claim is not confirmed to exist). */
export async function ownClaim(ctx: CallContext, id: string) {
  const row = await ctx.db
    .selectFrom('domain_claims')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', ctx.viewer!.id)
    .executeTakeFirst();
  if (!row) throw notFound('That domain claim');
  return row;
}

/** Claims a domain (claiming it again answers the same claim and token). */
export async function createClaim(
  ctx: CallContext,
  o: z.output<typeof DomainClaimCreateOptions>,
): Promise<DomainClaim> {
  const me = ctx.viewer!.id;
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('domain_claims')
      .selectAll()
      .where('user_id', '=', me)
      .where('domain', '=', o.domain)
      .executeTakeFirst();
    if (existing) return toDomainClaim(existing);
    const { n } = await trx
      .selectFrom('domain_claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', me)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_CLAIMS)
      throw badRequest(
        `You can claim at most ${MAX_CLAIMS} domains. Remove one you no longer need first.`,
        'domain',
      );
    const row = {
      id: newId(),
      user_id: me,
      domain: o.domain,
      token: newClaimToken(),
      method: null,
      verified_at: null,
      verified_by: null,
      last_checked_at: null,
      last_error: null,
      created_at: nowIso(),
    };
    await trx.insertInto('domain_claims').values(row).execute();
    return toDomainClaim(row);
  });
}

export async function deleteClaim(ctx: CallContext, o: z.output<typeof DomainClaimIdOptions>) {
  const row = await ownClaim(ctx, o.id);
  await ctx.db.deleteFrom('domain_claims').where('id', '=', row.id).execute();
  return listClaims(ctx);
}
