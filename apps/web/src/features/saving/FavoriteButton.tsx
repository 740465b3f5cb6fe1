import { useState } from 'react';
import type { Pin } from '@tack/contract';
import { useViewer } from '../auth/queries.ts';
import { favoriteCountText, toggleFavorite } from './favorite.ts';
import { useFavorite } from './queries.ts';

/**
 * Optimistic favorite toggle (spec §4): the count moves at once, the button is disabled while
 * the request is in flight, and a failure quietly puts everything back (no message, spec §8).
 */
export function FavoriteButton({
  pin,
  tabIndex,
}: {
  pin: Pick<Pin, 'id' | 'favoritedByMe' | 'favoriteUserCount'>;
  /** -1 on a card, where it is not a tab stop (the pin page has it). */
  tabIndex?: number;
}) {
  const viewer = useViewer();
  const favorite = useFavorite();
  const [state, setState] = useState({
    favoritedByMe: pin.favoritedByMe,
    favoriteUserCount: pin.favoriteUserCount,
  });
  if (!viewer) return null;
  const count = favoriteCountText(state.favoriteUserCount);
  function onClick() {
    const before = state;
    const next = toggleFavorite(before);
    setState(next);
    favorite.mutate(
      { pinId: pin.id, on: next.favoritedByMe },
      { onSuccess: (s) => setState(s), onError: () => setState(before) },
    );
  }
  return (
    <button
      type="button"
      className="fav"
      tabIndex={tabIndex}
      aria-pressed={state.favoritedByMe}
      // The name holds the count it shows (WCAG 2.5.3 Label in Name).
      aria-label={`${state.favoritedByMe ? 'Remove from favorites' : 'Favorite'}${count ? `, ${count}` : ''}`}
      disabled={favorite.isPending}
      onClick={onClick}
    >
      <span aria-hidden="true">{state.favoritedByMe ? '♥' : '♡'}</span>
      {count && <span className="fav-count">{count}</span>}
    </button>
  );
}
