/**
 * Star rating (spec §5): shown only if present, not the word None, and the count is finite.
 * Remainder 0.75 or more is a full star, 0.25 or more a half star; capped at the maximum
 * (default 5); a single value is parsed as a float and shown to one decimal.
 */
export interface Stars {
  full: number;
  half: number;
  empty: number;
  text: string;
}

export function ratingStars(
  value: number | string | null | undefined,
  count: number | string | null | undefined,
  max = 5,
): Stars | null {
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    String(value).trim().toLowerCase() === 'none'
  )
    return null;
  if (count !== null && count !== undefined && !Number.isFinite(Number(count))) return null;
  const v = Math.min(max, Math.max(0, typeof value === 'number' ? value : parseFloat(value)));
  if (!Number.isFinite(v)) return null;
  let full = Math.floor(v);
  const rest = v - full;
  let half = 0;
  if (rest >= 0.75) full += 1;
  else if (rest >= 0.25) half = 1;
  full = Math.min(full, max);
  return { full, half, empty: Math.max(0, max - full - half), text: v.toFixed(1) };
}
