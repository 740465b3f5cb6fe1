import { z } from 'zod';
import { longText, lookupText } from './text.ts';
import { Bookmark, PageSize, StrictBoolean } from './common.ts';
import { PIN_SEARCH_SCOPES, searchContentType, type PinSearchScope } from './constants.ts';

export const SearchQuery = longText({ multiline: false })
  .min(1, 'Type something to search for')
  .max(200, 'Search is at most 200 characters');

/**
 * A pin content type by name or code: pins (0), buyable_pins (1), videos (2), my_pins,
 * idea_pins, my_content or shop_tool. Boards (3) and users (4) have their own searches.
 */
const PinScope = z
  .union([z.string(), z.number()], { error: 'scope must be a content type name or code' })
  .transform((v, ctx) => {
    const type = searchContentType(v);
    if ((PIN_SEARCH_SCOPES as readonly unknown[]).includes(type)) return type as PinSearchScope;
    ctx.addIssue({
      code: 'custom',
      message:
        type === 'boards' || type === 'users'
          ? `Search ${type} with ${type === 'boards' ? 'SearchBoardsResource' : 'SearchUsersResource'}`
          : `scope must be one of ${PIN_SEARCH_SCOPES.join(', ')} (or 0, 1, 2)`,
    });
    return z.NEVER;
  })
  .default('pins');

export const SearchPinsOptions = z
  .object({
    query: SearchQuery,
    scope: PinScope,
    /** Marks an on-sale view: buyable pins whose price is below their usual price. */
    on_sale: StrictBoolean.default(false),
    page_size: PageSize,
    bookmark: Bookmark.optional(),
    rs: lookupText().max(40).optional(),
  })
  .strict();

/** Boards (3) and users (4) searches take the query and a cursor. */
export const SearchListOptions = z
  .object({ query: SearchQuery, page_size: PageSize, bookmark: Bookmark.optional() })
  .strict();

export const SuggestionsOptions = z.object({ query: SearchQuery }).strict();
export const Suggestions = z.object({ items: z.array(z.string()) });
