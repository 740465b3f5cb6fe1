import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Wide enough for the settings navigation beside its page (below it: a page per section). */
export const WIDE_SETTINGS = '(min-width: 768px)';
