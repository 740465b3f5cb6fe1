import type { z } from 'zod';
import {
  TODAY_WINDOW_DAYS,
  type Pin,
  type TodayArticleOptions,
  type TodayList,
  type TodayPinsOptions,
  type TodayStory,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { interestUrl } from '../interests/interests.repository.ts';
import { pinsOfKind } from '../pins/pin-kinds.ts';
import { pinsQuery, type PinRow } from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';
import { activitySince, type Activity } from './today-activity.ts';
import { ranked, SCORES, storiesOf, type StoryCandidate } from './today-rules.ts';

/** Stories on /today, and pins shown in each there (an article shows up to ARTICLE_PINS). */
const STORIES = 6;
const STORY_PINS = 4;
const ARTICLE_PINS = 50;

const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;
const today = () => new Date().toISOString().slice(0, 10);

/** The visible original pins among `ids`, in the order of `ids` (of a kind, for the shop). */
async function visibleInOrder(ctx: CallContext, ids: string[], kind?: 'product') {
  if (!ids.length) return [];
  const q = kind ? pinsOfKind(ctx, kind) : pinsQuery(ctx.db, viewerIdOf(ctx));
  const rows = await q
    .where('pins.origin_pin_id', 'is', null)
    .where('pins.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function editorial(ctx: CallContext) {
  const activity = await activitySince(ctx.db, Date.now(), TODAY_WINDOW_DAYS);
  const rows = await visibleInOrder(ctx, ranked(activity, SCORES.editorial));
  const links = rows.length
    ? await ctx.db
        .selectFrom('pin_interests')
        .select(['pin_id', 'interest_id'])
        .where(
          'pin_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const interestsOfPin = new Map<string, string[]>();
  for (const l of links)
    interestsOfPin.set(l.pin_id, [...(interestsOfPin.get(l.pin_id) ?? []), l.interest_id]);
  const candidates = storiesOf(
    rows.map((r) => r.id),
    activity,
    interestsOfPin,
  );
  return { activity, rows: new Map(rows.map((r) => [r.id, r])), candidates };
}

/** Stories with their interests' names and their first `pinsEach` pins, presented once. */
async function present(
  ctx: CallContext,
  candidates: StoryCandidate[],
  rows: Map<string, PinRow>,
  pinsEach: number,
): Promise<TodayStory[]> {
  if (!candidates.length) return [];
  const interests = await ctx.db
    .selectFrom('interests')
    .select(['id', 'name', 'slug'])
    .where(
      'id',
      'in',
      candidates.map((c) => c.interestId),
    )
    .execute();
  const byId = new Map(interests.map((i) => [i.id, i]));
  const shown = [...new Set(candidates.flatMap((c) => c.pinIds.slice(0, pinsEach)))];
  const pins = new Map(
    (
      await presentPins(
        ctx.db,
        viewerIdOf(ctx),
        shown.map((id) => rows.get(id)!),
      )
    ).map((p): [string, Pin] => [p.id, p]),
  );
  return candidates.flatMap((c) => {
    const i = byId.get(c.interestId);
    if (!i) return [];
    return [
      {
        interest: { id: i.id, name: i.name, slug: i.slug, url: interestUrl(i.slug, i.id) },
        articleUrl: `/today/article/${i.id}/`,
        saves: c.saves,
        clicks: c.clicks,
        pins: c.pinIds.slice(0, pinsEach).flatMap((id) => pins.get(id) ?? []),
      },
    ];
  });
}

/** `/today`: the interests people were most into over the last days, a few pins each. */
export async function getToday(ctx: CallContext) {
  const { rows, candidates } = await editorial(ctx);
  return {
    date: today(),
    windowDays: TODAY_WINDOW_DAYS,
    stories: await present(ctx, candidates.slice(0, STORIES), rows, STORY_PINS),
  };
}

/** `/today/article/{interest}/`: one story, its pins people are into now (without: the lead). */
export async function getTodayArticle(ctx: CallContext, o: z.output<typeof TodayArticleOptions>) {
  if (o.interest_id) {
    const exists = await ctx.db
      .selectFrom('interests')
      .select('id')
      .where('id', '=', o.interest_id)
      .executeTakeFirst();
    if (!exists) throw notFound('Topic');
  }
  const { rows, candidates } = await editorial(ctx);
  const story = o.interest_id
    ? candidates.find((c) => c.interestId === o.interest_id)
    : candidates[0];
  const [presented] = story ? await present(ctx, [story], rows, ARTICLE_PINS) : [];
  return { date: today(), story: presented ?? null };
}

/** `/today/best/`, `/today/popular/`, `/today/shop/`: ranked pins, a page at a time. */
export async function getTodayPins(ctx: CallContext, o: z.output<typeof TodayPinsOptions>) {
  const list: TodayList = o.list;
  const activity: Map<string, Activity> = await activitySince(
    ctx.db,
    Date.now(),
    TODAY_WINDOW_DAYS,
  );
  const rows = await visibleInOrder(
    ctx,
    ranked(activity, SCORES[list]),
    list === 'shop' ? 'product' : undefined,
  );
  const offset = decodeOffset(o.bookmark);
  const page = rows.slice(offset, offset + o.page_size);
  return {
    items: await presentPins(ctx.db, viewerIdOf(ctx), page),
    bookmark: rows.length > offset + o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}
