import { z } from 'zod';
import { Bookmark, Id, PageSize } from './common.ts';
import { BoardSummary } from './board.ts';
import { UserSummary } from './user.ts';
import { FeedOptions, Pin } from './pin.ts';
import { lookupText } from './text.ts';
import { PinKindOption } from './discovery.ts';

/** A topic pins are annotated with; `/ideas/{slug}/{id}/` lists its pins. */
export const Interest = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  pinCount: z.number().int(),
  followerCount: z.number().int(),
  followedByMe: z.boolean(),
  /** A picture of the interest for its tile: its newest pin on an open board (236x), or null. */
  coverImageUrl: z.string().nullable(),
});
export type Interest = z.infer<typeof Interest>;

export const InterestsOptions = z
  .object({
    page_size: PageSize,
    bookmark: Bookmark.optional(),
    /** Only interests with a visible pin of this kind (the categories of /videos/, /shopping/). */
    pin_kind: PinKindOption.optional(),
    /** By name, A to Z (`/topics`), rather than the most pinned first. */
    order: z.enum(['pins', 'name'], { error: 'order is pins or name' }).default('pins'),
  })
  .strict();
/** An interest by its id, or by its slug (the shopping spotlight `/shopping/{slug}/`). */
export const InterestGetOptions = z
  .object({ id: Id.optional(), slug: lookupText().min(1).max(100).optional() })
  .strict()
  .refine((o) => (o.id === undefined) !== (o.slug === undefined), {
    message: 'Send id or slug (one of them)',
    path: ['id'],
  });
export const InterestFeedOptions = FeedOptions.extend({ interest_id: Id }).strict();

/** Interest follow create and delete (spec §7): interest_list is always `favorited`. */
export const InterestFollowOptions = z
  .object({ interest_id: Id, interest_list: z.literal('favorited').default('favorited') })
  .strict();
export const InterestFollowResult = z.object({
  interestId: Id,
  followedByMe: z.boolean(),
  followerCount: z.number().int(),
});

/**
 * "Tune your home feed" (`/edit`): every board, user and interest the viewer follows or
 * unfollowed (each with its switch), and the pins they hid from the home feed.
 */
export const FeedControl = z.object({
  boards: z.array(z.object({ board: BoardSummary, owner: z.string(), followed: z.boolean() })),
  users: z.array(z.object({ user: UserSummary, followed: z.boolean() })),
  interests: z.array(z.object({ interest: Interest, followed: z.boolean() })),
  hiddenPins: z.array(Pin),
});
export type FeedControl = z.infer<typeof FeedControl>;
