/**
 * Words of a search query, safe to put into FTS5 and tsquery syntax: letters and digits only,
 * lower-cased, at most 8. Every word must match (prefix match, so results come as you type).
 */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

export const ftsQuery = (words: string[]) => words.map((w) => `"${w}"*`).join(' ');
export const tsQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');
