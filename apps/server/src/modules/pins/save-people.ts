/** The people a new save names, from the pin it is made from (pin-card-and-saving §3). */
export interface SavedFrom {
  pinner_id: string;
  /** Set when the pin saved from is itself a save. */
  origin_pin_id: string | null;
  origin_pinner_id: string | null;
}

/** The original's pinner: the pin's own, or the one its own original named. */
export const originPinnerOf = (source: SavedFrom): string | null =>
  source.origin_pin_id ? source.origin_pinner_id : source.pinner_id;

/**
 * Whose pin a save was made from (viaPinner), when that was someone's save of another person's
 * pin; saving an original, or a pinner's own save of their own pin, names nobody.
 */
export function viaPinnerOf(source: SavedFrom): string | null {
  if (!source.origin_pin_id) return null;
  return source.pinner_id !== source.origin_pinner_id ? source.pinner_id : null;
}
