import { isRecord, readArray, readColor, readTextList, hasField } from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Search delight (component_type 3)
// ---------------------------------------------------------------------------------------------

export interface SearchDelightMatch {
  /** Which of the texts matched best. */
  textIndex: number;
  /** The search_query_list entry that matched. */
  query: string;
  /** Where it matched in that text (start inclusive, end exclusive) and the matched part. */
  start: number;
  end: number;
  matched: string;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first whole-word, case-insensitive occurrence of `phrase` in `text`, or null. */
export function findWholeWord(text: string, phrase: string): { start: number; end: number } | null {
  const p = phrase.trim();
  if (!p) return null;
  const pattern = escapeRegExp(p).replace(/\s+/g, '\\s+');
  const re = new RegExp(pattern, 'giu');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(0, start);
    const after = text.slice(end);
    const lastBefore = Array.from(before).pop() ?? '';
    const firstAfter = Array.from(after)[0] ?? '';
    if (!WORD_CHAR.test(lastBefore) && !WORD_CHAR.test(firstAfter)) return { start, end };
    re.lastIndex = start + 1;
  }
  return null;
}

/**
 * §5: search delight matches search_query_list entries as whole words, case-insensitively,
 * against each text (the query or the suggestion labels); the longest matched part wins
 * (the first text and entry on a tie).
 */
export function matchSearchDelight(
  queries: readonly string[],
  texts: readonly string[],
): SearchDelightMatch | null {
  let best: SearchDelightMatch | null = null;
  texts.forEach((text, textIndex) => {
    for (const query of queries) {
      const hit = findWholeWord(text, query);
      if (!hit) continue;
      const matched = text.slice(hit.start, hit.end);
      if (!best || matched.length > best.matched.length)
        best = { textIndex, query, start: hit.start, end: hit.end, matched };
    }
  });
  return best;
}

export interface SearchDelightView {
  queries: string[];
  textColors: string[];
  background?: string;
}

export function readSearchDelight(data: unknown): SearchDelightView | null {
  if (!isRecord(data)) return null;
  if (hasField(data, 'component_type') && data.component_type !== 3) return null;
  const queries = readTextList(data.search_query_list);
  if (queries.length === 0) return null;
  const textColors = readArray(data.text_colors)
    .map(readColor)
    .filter((c): c is string => c !== undefined);
  const background = readColor(data.text_background_color);
  return background ? { queries, textColors, background } : { queries, textColors };
}
