import type { z } from 'zod';
import type { InterestFeedOptions, InterestsOptions, Pin } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { recordFollowChange } from '../follows/feed-sources.ts';
import { pageOf, pinsQuery } from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';
import { interestCovers, interestsQuery, toInterest } from './interests.repository.ts';
import { pinsOfKind } from '../pins/pin-kinds.ts';

const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;

/**
 * All interests, the most pinned first or A to Z, with an offset cursor (there are few of them);
 * with `pin_kind`, only those with a pin of that kind the viewer can see (the categories of
 * /videos/ and /shopping/).
 */
export async function listInterests(ctx: CallContext, o: z.output<typeof InterestsOptions>) {
  const offset = decodeOffset(o.bookmark);
  let q = interestsQuery(ctx.db, viewerIdOf(ctx));
  if (o.pin_kind) {
    const kindPins = pinsOfKind(ctx, o.pin_kind).clearSelect().select('pins.id');
    q = q.where('i.id', 'in', (eb) =>
      eb
        .selectFrom('pin_interests as kpi')
        .select('kpi.interest_id')
        .where('kpi.pin_id', 'in', kindPins),
    );
  }
  q = o.order === 'name' ? q.orderBy('i.name') : q.orderBy('pin_count', 'desc').orderBy('i.name');
  const rows = await q
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  const page = rows.slice(0, o.page_size);
  const covers = await interestCovers(
    ctx.db,
    page.map((r) => r.id),
    viewerIdOf(ctx),
  );
  return {
    items: page.map((r) => toInterest(r, covers.get(r.id) ?? null)),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}

/** An interest by id, or by slug (`{ slug }`); 404 when there is none. */
export async function getInterest(ctx: CallContext, by: string | { slug: string }) {
  const q = interestsQuery(ctx.db, viewerIdOf(ctx));
  const row = await (
    typeof by === 'string'
      ? q.where('i.id', '=', by)
      : q.where('i.slug', '=', by.slug.toLowerCase())
  ).executeTakeFirst();
  if (!row) throw notFound('Interest');
  const covers = await interestCovers(ctx.db, [row.id], viewerIdOf(ctx));
  return toInterest(row, covers.get(row.id) ?? null);
}

/** An interest's original pins, newest first. */
export async function interestFeed(
  ctx: CallContext,
  o: z.output<typeof InterestFeedOptions>,
): Promise<{ items: Pin[]; bookmark: string | null }> {
  await getInterest(ctx, o.interest_id);
  const q = pinsQuery(ctx.db, viewerIdOf(ctx))
    .where('pins.origin_pin_id', 'is', null)
    .where('pins.id', 'in', (eb) =>
      eb
        .selectFrom('pin_interests')
        .select('pin_interests.pin_id')
        .where('pin_interests.interest_id', '=', o.interest_id),
    );
  const { rows, bookmark } = await pageOf(q, o);
  return { items: await presentPins(ctx.db, viewerIdOf(ctx), rows), bookmark };
}

/** Follow (interest_list favorited) or unfollow an interest. Idempotent. */
export async function setInterestFollow(ctx: CallContext, interestId: string, follow: boolean) {
  const me = ctx.viewer!.id;
  await getInterest(ctx, interestId);
  await ctx.db.transaction().execute(async (trx) => {
    if (follow) {
      await trx
        .insertInto('interest_follows')
        .values({ user_id: me, interest_id: interestId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'interest_id']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('interest_follows')
        .where('user_id', '=', me)
        .where('interest_id', '=', interestId)
        .execute();
    }
    await recordFollowChange(trx, me, 'interest', interestId, follow);
  });
  const interest = await getInterest(ctx, interestId);
  return {
    interestId,
    followedByMe: interest.followedByMe,
    followerCount: interest.followerCount,
  };
}
