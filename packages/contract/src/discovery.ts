import { z } from 'zod';
import { Id } from './common.ts';
import { FeedOptions, Pin } from './pin.ts';

/**
 * Pins by kind (MC §2.1 `/videos/`, `/shopping/`): video pins and product pins, everyone's or of
 * one interest (the category of `/videos/{category}/{id}` and `/shopping/{category}/{id}`).
 */
export const PIN_KINDS = ['video', 'product'] as const;
export type PinKind = (typeof PIN_KINDS)[number];
export const PinKindOption = z.enum(PIN_KINDS, {
  error: `pin_kind is one of ${PIN_KINDS.join(', ')}`,
});

/** Every visible original pin of a kind, newest first (`interest_id`: of that interest only). */
export const PinKindFeedOptions = FeedOptions.extend({
  pin_kind: PinKindOption,
  interest_id: Id.optional(),
}).strict();

/**
 * Today (MC §2.1 `/today` and its pages): a daily editorial built from what people did in the
 * last TODAY_WINDOW_DAYS days: saves (the saves table) and closeups and clickthroughs (the
 * event log's daily pin counts).
 */
export const TODAY_WINDOW_DAYS = 7;
/** The ranked lists: most saved (best), most opened (popular), products (shop). */
export const TODAY_LISTS = ['best', 'popular', 'shop'] as const;
export type TodayList = (typeof TODAY_LISTS)[number];

/** An interest people are into now, with its pins ranked by the same activity. */
export const TodayStory = z.object({
  interest: z.object({ id: Id, name: z.string(), slug: z.string(), url: z.string() }),
  /** `/today/article/{interest id}/`: the story's own page. */
  articleUrl: z.string(),
  saves: z.number().int().min(0),
  clicks: z.number().int().min(0),
  pins: z.array(Pin),
});
export type TodayStory = z.infer<typeof TodayStory>;

/** The day's editorial: stories of the interests with the most activity, most first. */
export const Today = z.object({
  /** The UTC day it is for (YYYY-MM-DD). */
  date: z.string(),
  windowDays: z.number().int(),
  stories: z.array(TodayStory),
});
export type Today = z.infer<typeof Today>;

export const TodayOptions = z.object({}).strict();
/** One story: of an interest, or (without `interest_id`) the day's lead story. */
export const TodayArticleOptions = z.object({ interest_id: Id.optional() }).strict();
export const TodayArticle = z.object({ date: z.string(), story: TodayStory.nullable() });
export type TodayArticle = z.infer<typeof TodayArticle>;
export const TodayPinsOptions = FeedOptions.extend({
  list: z.enum(TODAY_LISTS, { error: `list is one of ${TODAY_LISTS.join(', ')}` }),
}).strict();
