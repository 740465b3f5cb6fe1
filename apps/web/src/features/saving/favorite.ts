/** Favorite count text (spec §4): shown only when above 0, "9+" at 10 or more. */
export function favoriteCountText(count: number | null | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count >= 10 ? '9+' : String(count);
}

/** The optimistic next state of a favorite toggle: flips, count moves by one, never below 0. */
export function toggleFavorite(s: { favoritedByMe: boolean; favoriteUserCount: number }) {
  const on = !s.favoritedByMe;
  return { favoritedByMe: on, favoriteUserCount: Math.max(0, s.favoriteUserCount + (on ? 1 : -1)) };
}
