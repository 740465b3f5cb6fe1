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

const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;

/** All interests, the most pinned first, with an offset cursor (there are few of them). */
export async function listInterests(ctx: CallContext, o: z.output<typeof InterestsOptions>) {
  const offset = decodeOffset(o.bookmark);
  const rows = await interestsQuery(ctx.db, viewerIdOf(ctx))
    .orderBy('pin_count', 'desc')
    .orderBy('i.name')
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

export async function getInterest(ctx: CallContext, id: string) {
  const row = await interestsQuery(ctx.db, viewerIdOf(ctx))
    .where('i.id', '=', id)
    .executeTakeFirst();
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
