import type { z } from 'zod';
import type { Pin, SearchPinsOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { presentPins } from '../pins/pins.present.ts';
import { searchPins, suggestions } from './search.repository.ts';
import { searchWords } from './search-terms.ts';

export async function search(
  ctx: CallContext,
  o: z.output<typeof SearchPinsOptions>,
): Promise<{ items: Pin[]; bookmark: string | null }> {
  const words = searchWords(o.query);
  if (!words.length) return { items: [], bookmark: null };
  const viewerId = ctx.viewer?.id ?? null;
  const offset = decodeOffset(o.bookmark);
  const rows = await searchPins(ctx.db, ctx.engine, viewerId, words)
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  const page = rows.slice(0, o.page_size);
  return {
    items: await presentPins(ctx.db, viewerId, page),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}

export async function suggest(ctx: CallContext, query: string) {
  return { items: await suggestions(ctx.db, query.trim()) };
}
