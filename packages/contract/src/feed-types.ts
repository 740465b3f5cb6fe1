import { z } from 'zod';
import { lookupText } from './text.ts';
import { Bookmark, Id, PageSize } from './common.ts';
import { Board, BoardSection } from './board.ts';
import { HexColor, Images } from './image.ts';
import { Pin, StoryBlock } from './pin.ts';
import { SearchQuery } from './search.ts';

/**
 * The feed types of messaging-consent-routes §3, each one query (FeedResource, `feed_type`):
 * - `boardfeed`: a board's pins, newest first (`board_id`);
 * - `boardless-pins`: a user's pins saved to no board, their "Profile" board of quick saves;
 * - `board-sections`: a board's sections (`board_id`); `board-section-pins`: one's pins;
 * - `story-pins-feed`: idea (story) pins, newest first, a user's (`username`) or everyone's;
 * - `profile-pins-feed`: everything on a user's boards the viewer may see;
 * - `profileBoards`: a user's boards;
 * - `searchPins`: a pin search (`query`);
 * - `storyPinData`: one idea pin's pages (`pin_id`);
 * - `todayArticleInterestFeed`: an interest's pins of the last 30 days, most saved first;
 * - `todayTabFeed`: the pins saved most in the last day, across the site;
 * - `useCaseFeed`: pins of the interests the viewer follows or, following none, of those their
 *   onboarding use case brings (signed out, or neither: the most followed ones);
 * - `trieditfeed`: other people's saves of a pin (who tried it), newest first;
 * - `unified-comments`, `aggregatedComments`, `aggregated-comment-replies`: a pin's comments
 *   and a comment's replies, where the server has comments (see spec-coverage.md).
 */
export const FEED_TYPES = [
  'boardfeed',
  'boardless-pins',
  'board-sections',
  'board-section-pins',
  'story-pins-feed',
  'profile-pins-feed',
  'profileBoards',
  'searchPins',
  'storyPinData',
  'todayArticleInterestFeed',
  'todayTabFeed',
  'useCaseFeed',
  'trieditfeed',
  'unified-comments',
  'aggregatedComments',
  'aggregated-comment-replies',
] as const;
export type FeedType = (typeof FEED_TYPES)[number];

const page = { page_size: PageSize, bookmark: Bookmark.optional() };
const username = lookupText().min(1).max(30);
const feed = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ feed_type: z.literal(type), ...page, ...shape }).strict();

export const FeedTypeOptions = z.discriminatedUnion(
  'feed_type',
  [
    feed('boardfeed', { board_id: Id }),
    feed('boardless-pins', { username }),
    feed('board-sections', { board_id: Id }),
    feed('board-section-pins', { section_id: Id }),
    feed('story-pins-feed', { username: username.optional() }),
    feed('profile-pins-feed', { username }),
    feed('profileBoards', { username }),
    feed('searchPins', { query: SearchQuery }),
    feed('storyPinData', { pin_id: Id }),
    feed('todayArticleInterestFeed', { interest_id: Id }),
    feed('todayTabFeed', {}),
    feed('useCaseFeed', {}),
    feed('trieditfeed', { pin_id: Id }),
    feed('unified-comments', { pin_id: Id }),
    feed('aggregatedComments', { pin_id: Id }),
    feed('aggregated-comment-replies', { comment_id: Id }),
  ],
  {
    error: `feed_type must be one of the ${FEED_TYPES.length} feed types, such as boardfeed, profile-pins-feed or searchPins (all are listed in /openapi.json)`,
  },
);
export type FeedTypeOptions = z.infer<typeof FeedTypeOptions>;

/** One page of an idea pin (the `storyPinData` feed's items). */
export const StoryPage = z.object({
  index: z.number().int().min(0),
  images: Images,
  dominantColor: HexColor,
  text: z.string(),
  blocks: z.array(StoryBlock),
});

/** A comment, as the comment feeds answer it (modules/comments). */
export const FeedComment = z.object({
  id: Id,
  pinId: Id,
  parentId: Id.nullable(),
  text: z.string(),
  author: z.object({ id: Id, username: z.string(), fullName: z.string() }),
  replyCount: z.number().int(),
  createdAt: z.string(),
});

const answer = <T extends FeedType, I extends z.ZodType>(types: readonly T[], item: I) =>
  z.object({
    feed_type: z.enum(types as unknown as [T, ...T[]]),
    items: z.array(item),
    bookmark: Bookmark,
  });

export const FeedTypeAnswer = z.union([
  answer(
    [
      'boardfeed',
      'boardless-pins',
      'board-section-pins',
      'story-pins-feed',
      'profile-pins-feed',
      'searchPins',
      'todayArticleInterestFeed',
      'todayTabFeed',
      'useCaseFeed',
      'trieditfeed',
    ],
    Pin,
  ),
  answer(['board-sections'], BoardSection),
  answer(['profileBoards'], Board),
  answer(['storyPinData'], StoryPage),
  answer(['unified-comments', 'aggregatedComments', 'aggregated-comment-replies'], FeedComment),
]);
export type FeedTypeAnswer = z.infer<typeof FeedTypeAnswer>;
