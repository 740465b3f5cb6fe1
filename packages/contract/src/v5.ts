/**
 * The Pinterest API v5–compatible surface (issue 18): the shapes Tack answers under `/v5`, the
 * requests it takes, and the table of operations with the scopes each needs. Names and shapes
 * follow Pinterest's OpenAPI description 5.23.0 (operation ids, `snake_case` fields, bookmark
 * pages, `{code, message}` errors). The server registers its routes and `/v5/openapi.json` from
 * this one table.
 */
import { z } from 'zod';
import { StrictBoolean, StrictInt } from './common.ts';
import { lookupText } from './text.ts';
import type { ApiScope } from './api-access.ts';

const NumericId = z.string().regex(/^\d{1,19}$/, 'must be a numeric id');

// ---- Answers -------------------------------------------------------------------------------

export const V5Error = z.object({ code: z.number().int(), message: z.string() });
export type V5Error = z.infer<typeof V5Error>;

export const V5Privacy = z.enum(['PUBLIC', 'PROTECTED', 'SECRET']);
export type V5Privacy = z.infer<typeof V5Privacy>;

const Owner = z.object({ username: z.string() });

export const V5Board = z.object({
  id: NumericId,
  name: z.string(),
  description: z.string().nullable(),
  owner: Owner,
  privacy: V5Privacy,
  is_ads_only: z.boolean(),
  created_at: z.string(),
  board_pins_modified_at: z.string(),
  pin_count: z.number().int(),
  follower_count: z.number().int(),
  collaborator_count: z.number().int(),
  media: z.object({
    image_cover_url: z.string().nullable(),
    pin_thumbnail_urls: z.array(z.string()),
  }),
});
export type V5Board = z.infer<typeof V5Board>;

export const V5BoardSection = z.object({ id: NumericId, name: z.string() });
export type V5BoardSection = z.infer<typeof V5BoardSection>;

const ImageDetails = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/** Pinterest's sizes; Tack answers its nearest (136x136 crop, its 400x300 cover, 736x, orig). */
export const V5ImageSize = z.object({
  '150x150': ImageDetails,
  '400x300': ImageDetails,
  '600x': ImageDetails,
  '1200x': ImageDetails,
});
export type V5ImageSize = z.infer<typeof V5ImageSize>;

export const V5PinMedia = z.discriminatedUnion('media_type', [
  z.object({ media_type: z.literal('image'), images: V5ImageSize }),
  z.object({
    media_type: z.literal('multiple_images'),
    items: z.array(
      z.object({
        item_type: z.literal('image'),
        images: V5ImageSize,
        title: z.string().nullable(),
        description: z.string().nullable(),
        link: z.string().nullable(),
      }),
    ),
  }),
  z.object({
    media_type: z.literal('video'),
    images: V5ImageSize,
    cover_image_url: z.string(),
    video_url: z.string().nullable(),
    duration: z.number().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
]);

export const V5CreativeType = z.enum(['REGULAR', 'VIDEO', 'CAROUSEL', 'IDEA', 'SHOPPING']);

export const V5Pin = z.object({
  id: NumericId,
  created_at: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  alt_text: z.string().nullable(),
  dominant_color: z.string().nullable(),
  board_id: NumericId,
  board_section_id: NumericId.nullable(),
  board_owner: Owner,
  is_owner: z.boolean(),
  is_standard: z.boolean(),
  has_been_promoted: z.boolean(),
  creative_type: V5CreativeType,
  parent_pin_id: NumericId.nullable(),
  media: V5PinMedia,
  pin_metrics: z.null(),
});
export type V5Pin = z.infer<typeof V5Pin>;

export const V5Account = z.object({
  id: NumericId,
  username: z.string(),
  account_type: z.enum(['PINNER', 'BUSINESS']),
  profile_image: z.string(),
  website_url: z.string(),
  about: z.string(),
  business_name: z.string().nullable(),
  board_count: z.number().int(),
  pin_count: z.number().int(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  monthly_views: z.number().int(),
});
export type V5Account = z.infer<typeof V5Account>;

export const V5UserSummary = z.object({ type: z.literal('user'), username: z.string() });

/** A bookmark page: `bookmark` is null on the last page. */
export const v5Page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), bookmark: z.string().nullable() });

/** The token endpoint's answer (Pinterest's OauthAccessTokenResponseCode / ...Refresh). */
export const V5TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  response_type: z.enum(['authorization_code', 'refresh_token']),
  refresh_token: z.string(),
  refresh_token_expires_in: z.number().int(),
  refresh_token_expires_at: z.number().int(),
});
export type V5TokenResponse = z.infer<typeof V5TokenResponse>;

// ---- Requests ------------------------------------------------------------------------------

/** 1 to 250 (the reference's bounds); Tack pages its own lists at most 100 at a time. */
const PageSizeQuery = StrictInt.pipe(
  z.number().int().min(1).max(250, 'page_size must be at most 250'),
).default(25);
const BookmarkQuery = lookupText().max(200).optional();

/**
 * Business Access: acting for an ad account's owner. Tack has no ad accounts, so the parameter
 * is taken (tools send it) and any value is refused with a 400 that says so.
 */
const adAccount = { ad_account_id: z.string().max(18).optional() };
const paged = { page_size: PageSizeQuery, bookmark: BookmarkQuery, ...adAccount };

export const V5NoQuery = z.object(adAccount).strict();
export const V5PagedQuery = z.object(paged).strict();

export const V5BoardsListQuery = z
  .object({
    ...paged,
    privacy: z.enum(['ALL', 'PUBLIC', 'PROTECTED', 'SECRET', 'PUBLIC_AND_SECRET']).default('ALL'),
  })
  .strict();

export const V5PinListQuery = z
  .object({
    ...paged,
    pin_filter: z.enum(['exclude_native', 'exclude_repins', 'has_been_promoted']).optional(),
    include_protected_pins: StrictBoolean.default(false),
    pin_type: z.literal('PRIVATE').optional(),
    creative_types: z.union([z.string(), z.array(z.string())]).optional(),
    pin_metrics: StrictBoolean.default(false),
  })
  .strict();

export const V5BoardPinsQuery = z
  .object({
    ...paged,
    creative_types: z.union([z.string(), z.array(z.string())]).optional(),
    pin_metrics: StrictBoolean.default(false),
  })
  .strict();

export const V5PinGetQuery = z
  .object({ ...adAccount, pin_metrics: StrictBoolean.default(false) })
  .strict();

export const V5SearchPinsQuery = z
  .object({
    ...adAccount,
    query: lookupText().min(1, 'query is required').max(200),
    bookmark: BookmarkQuery,
  })
  .strict();

export const V5SearchBoardsQuery = z
  .object({ ...paged, query: lookupText().max(200).optional() })
  .strict();

export const V5FollowingQuery = z
  .object({
    ...paged,
    feed_type: z.enum(['ALL', 'RANKED', 'CREATOR_ONLY', 'RANKED_CREATOR_ONLY']).default('ALL'),
    explicit_following: StrictBoolean.default(false),
  })
  .strict();

export const V5BoardParams = z.object({ board_id: NumericId }).strict();
export const V5SectionParams = z.object({ board_id: NumericId, section_id: NumericId }).strict();
export const V5PinParams = z.object({ pin_id: NumericId }).strict();

export const V5BoardCreate = z.object({
  name: z.string(),
  description: z.string().nullable().optional(),
  privacy: V5Privacy.default('PUBLIC'),
  is_ads_only: z.boolean().default(false),
});

export const V5BoardUpdate = z.object({
  name: z.string().optional(),
  description: z.string().nullable().optional(),
  privacy: z.enum(['PUBLIC', 'SECRET']).optional(),
});

export const V5SectionBody = z.object({ name: z.string() });

const ContentType = z.enum(['image/jpeg', 'image/png']);

/** The media sources Tack takes: an image by address, as base64, or 2 to 5 by address. */
export const V5MediaSource = z.discriminatedUnion('source_type', [
  z.object({
    source_type: z.literal('image_url'),
    url: z.string(),
    is_standard: z.boolean().optional(),
  }),
  z.object({
    source_type: z.literal('image_base64'),
    content_type: ContentType,
    data: z.string().regex(/^[a-zA-Z0-9+/=]+$/, 'data must be base64'),
    is_standard: z.boolean().optional(),
  }),
  z.object({
    source_type: z.literal('multiple_image_urls'),
    items: z
      .array(
        z.object({
          url: z.string(),
          title: z.string().optional(),
          description: z.string().optional(),
          link: z.string().optional(),
        }),
      )
      .min(2, 'A carousel needs 2 to 5 images')
      .max(5, 'A carousel needs 2 to 5 images'),
    index: z.number().int().min(0).optional(),
  }),
]);
export type V5MediaSource = z.infer<typeof V5MediaSource>;

export const V5PinCreate = z.object({
  board_id: NumericId,
  board_section_id: NumericId.nullable().optional(),
  media_source: V5MediaSource,
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  alt_text: z.string().nullable().optional(),
  dominant_color: z.string().nullable().optional(),
  parent_pin_id: NumericId.nullable().optional(),
});

export const V5PinUpdate = z.object({
  board_id: NumericId.optional(),
  board_section_id: NumericId.nullable().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  alt_text: z.string().nullable().optional(),
});

export const V5PinSave = z.object({
  board_id: NumericId.nullable().optional(),
  board_section_id: NumericId.nullable().optional(),
});

// ---- The operations ------------------------------------------------------------------------

export interface V5Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under `/v5`, with `{param}`s as the reference writes them. */
  path: string;
  summary: string;
  /** Every scope the reference's `pinterest_oauth2` requirement lists for it. */
  scopes: readonly ApiScope[];
  /** org_read or org_write: which rate limit counts the call. */
  category: 'read' | 'write';
  params?: z.ZodObject;
  query: z.ZodType;
  body?: z.ZodType;
  status: 200 | 201 | 204;
  /** The answer's schema; none for 204. */
  response?: z.ZodType;
}

const op = <T extends V5Operation>(o: T): T => o;
const boardPage = v5Page(V5Board);
const pinPage = v5Page(V5Pin);

export const V5_OPERATIONS = {
  'user_account/get': op({
    method: 'GET',
    path: '/user_account',
    summary: 'Get the account the token belongs to',
    scopes: ['user_accounts:read'],
    category: 'read',
    query: V5NoQuery,
    status: 200,
    response: V5Account,
  }),
  'followers/list': op({
    method: 'GET',
    path: '/user_account/followers',
    summary: 'People who follow you',
    scopes: ['user_accounts:read'],
    category: 'read',
    query: V5PagedQuery,
    status: 200,
    response: v5Page(V5UserSummary),
  }),
  'user_following/get': op({
    method: 'GET',
    path: '/user_account/following',
    summary: 'People you follow',
    scopes: ['user_accounts:read'],
    category: 'read',
    query: V5FollowingQuery,
    status: 200,
    response: v5Page(V5UserSummary),
  }),
  'boards/list': op({
    method: 'GET',
    path: '/boards',
    summary: 'Your boards and the group boards you collaborate on',
    scopes: ['boards:read'],
    category: 'read',
    query: V5BoardsListQuery,
    status: 200,
    response: boardPage,
  }),
  'boards/create': op({
    method: 'POST',
    path: '/boards',
    summary: 'Create a board',
    scopes: ['boards:read', 'boards:write'],
    category: 'write',
    query: V5NoQuery,
    body: V5BoardCreate,
    status: 201,
    response: V5Board,
  }),
  'boards/get': op({
    method: 'GET',
    path: '/boards/{board_id}',
    summary: 'Get a board',
    scopes: ['boards:read'],
    category: 'read',
    params: V5BoardParams,
    query: V5NoQuery,
    status: 200,
    response: V5Board,
  }),
  'boards/update': op({
    method: 'PATCH',
    path: '/boards/{board_id}',
    summary: "Update a board's name, description or privacy",
    scopes: ['boards:read', 'boards:write'],
    category: 'write',
    params: V5BoardParams,
    query: V5NoQuery,
    body: V5BoardUpdate,
    status: 200,
    response: V5Board,
  }),
  'boards/delete': op({
    method: 'DELETE',
    path: '/boards/{board_id}',
    summary: 'Delete a board and its pins',
    scopes: ['boards:read', 'boards:write'],
    category: 'write',
    params: V5BoardParams,
    query: V5NoQuery,
    status: 204,
  }),
  'boards/list_pins': op({
    method: 'GET',
    path: '/boards/{board_id}/pins',
    summary: 'Pins on a board',
    scopes: ['boards:read', 'pins:read'],
    category: 'read',
    params: V5BoardParams,
    query: V5BoardPinsQuery,
    status: 200,
    response: pinPage,
  }),
  'board_sections/list': op({
    method: 'GET',
    path: '/boards/{board_id}/sections',
    summary: "A board's sections",
    scopes: ['boards:read'],
    category: 'read',
    params: V5BoardParams,
    query: V5PagedQuery,
    status: 200,
    response: v5Page(V5BoardSection),
  }),
  'board_sections/create': op({
    method: 'POST',
    path: '/boards/{board_id}/sections',
    summary: 'Create a section on a board',
    scopes: ['boards:read', 'boards:write'],
    category: 'write',
    params: V5BoardParams,
    query: V5NoQuery,
    body: V5SectionBody,
    status: 201,
    response: V5BoardSection,
  }),
  'board_sections/update': op({
    method: 'PATCH',
    path: '/boards/{board_id}/sections/{section_id}',
    summary: 'Rename a section',
    scopes: ['boards:read', 'boards:write'],
    category: 'write',
    params: V5SectionParams,
    query: V5NoQuery,
    body: V5SectionBody,
    status: 200,
    response: V5BoardSection,
  }),
  'board_sections/delete': op({
    method: 'DELETE',
    path: '/boards/{board_id}/sections/{section_id}',
    summary: 'Delete a section (its pins stay on the board)',
    scopes: ['boards:read', 'boards:write'],
    category: 'write',
    params: V5SectionParams,
    query: V5NoQuery,
    status: 204,
  }),
  'board_sections/list_pins': op({
    method: 'GET',
    path: '/boards/{board_id}/sections/{section_id}/pins',
    summary: 'Pins in a section',
    scopes: ['boards:read', 'pins:read'],
    category: 'read',
    params: V5SectionParams,
    query: V5PagedQuery,
    status: 200,
    response: pinPage,
  }),
  'pins/list': op({
    method: 'GET',
    path: '/pins',
    summary: 'Pins you pinned or saved, on any board',
    scopes: ['boards:read', 'pins:read'],
    category: 'read',
    query: V5PinListQuery,
    status: 200,
    response: pinPage,
  }),
  'pins/create': op({
    method: 'POST',
    path: '/pins',
    summary: 'Create a pin from an image address, base64 bytes, or 2 to 5 addresses (a carousel)',
    scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write'],
    category: 'write',
    query: V5NoQuery,
    body: V5PinCreate,
    status: 201,
    response: V5Pin,
  }),
  'pins/get': op({
    method: 'GET',
    path: '/pins/{pin_id}',
    summary: 'Get a pin',
    scopes: ['boards:read', 'pins:read'],
    category: 'read',
    params: V5PinParams,
    query: V5PinGetQuery,
    status: 200,
    response: V5Pin,
  }),
  'pins/update': op({
    method: 'PATCH',
    path: '/pins/{pin_id}',
    summary: "Update a pin's title, description, link, alt text, board or section",
    scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write'],
    category: 'write',
    params: V5PinParams,
    query: V5NoQuery,
    body: V5PinUpdate,
    status: 200,
    response: V5Pin,
  }),
  'pins/delete': op({
    method: 'DELETE',
    path: '/pins/{pin_id}',
    summary: 'Delete a pin',
    scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write'],
    category: 'write',
    params: V5PinParams,
    query: V5NoQuery,
    status: 204,
  }),
  'pins/save': op({
    method: 'POST',
    path: '/pins/{pin_id}/save',
    summary: 'Save a pin to one of your boards (or your profile without one)',
    scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write'],
    category: 'write',
    params: V5PinParams,
    query: V5NoQuery,
    body: V5PinSave,
    status: 201,
    response: V5Pin,
  }),
  'search_user_pins/list': op({
    method: 'GET',
    path: '/search/pins',
    summary: 'Search your own pins',
    scopes: ['boards:read', 'boards:read_secret', 'pins:read', 'pins:read_secret'],
    category: 'read',
    query: V5SearchPinsQuery,
    status: 200,
    response: pinPage,
  }),
  'search_user_boards/get': op({
    method: 'GET',
    path: '/search/boards',
    summary: 'Search your own boards',
    scopes: ['boards:read', 'boards:read_secret'],
    category: 'read',
    query: V5SearchBoardsQuery,
    status: 200,
    response: boardPage,
  }),
} as const;

export type V5OperationId = keyof typeof V5_OPERATIONS;
