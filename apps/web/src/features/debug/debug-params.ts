import { debugParams } from '@tack/contract/debug-rules';

let lastSearch: string | null = null;
let lastParams = '';

/**
 * The page's `deb_` parameters, parsed once per distinct query string (every card asks on every
 * render): '' when there are none.
 */
export function pageDebugParams(search: string): string {
  if (search !== lastSearch) {
    lastSearch = search;
    lastParams = search.includes('deb_') ? debugParams(search) : '';
  }
  return lastParams;
}

export const hasDebugParams = (search: string) => pageDebugParams(search) !== '';
