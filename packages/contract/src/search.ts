import { z } from 'zod';
import { longText, lookupText } from './text.ts';
import { Bookmark, PageSize, StrictBoolean } from './common.ts';
import { searchContentType } from './constants.ts';

export const SearchQuery = longText({ multiline: false })
  .min(1, 'Type something to search for')
  .max(200, 'Search is at most 200 characters');

/** A pin content type by name or code: pins (0), buyable_pins (1) or videos (2). */
const PinScope = z
  .union([z.string(), z.number()])
  .transform((v, ctx) => {
    const type = searchContentType(v);
    if (type === 'pins' || type === 'buyable_pins' || type === 'videos') return type;
    ctx.addIssue({
      code: 'custom',
      message: 'Scope must be pins, buyable_pins or videos (0, 1, 2)',
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
