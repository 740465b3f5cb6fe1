import { z } from 'zod';
import { Bookmark, PageSize } from './common.ts';

export const SearchQuery = z
  .string()
  .trim()
  .min(1, 'Type something to search for')
  .max(200, 'Search is at most 200 characters');

export const SearchPinsOptions = z
  .object({
    query: SearchQuery,
    page_size: PageSize,
    bookmark: Bookmark.optional(),
    rs: z.string().max(40).optional(),
  })
  .strict();

export const SuggestionsOptions = z.object({ query: SearchQuery }).strict();
export const Suggestions = z.object({ items: z.array(z.string()) });
