import { useSyncExternalStore } from 'react';
import { COARSE_POINTER } from '@tack/contract/card-layout';

// One query for the whole app, so every card and the grid read the same answer in a render.
const query =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(COARSE_POINTER)
    : null;

function subscribe(onChange: () => void) {
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => query?.matches ?? false;

/**
 * Whether the primary pointer is coarse (a touch phone or tablet). The grid sizes its cards'
 * footers with it and the cards draw their rows with it (`FooterOptions.touch`), so both agree
 * in every render, and follow a change (a tablet's keyboard and trackpad attached) together.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
