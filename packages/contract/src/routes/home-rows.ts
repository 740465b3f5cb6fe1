import { PLACEMENTS } from '../placements.ts';
import { page } from './route-rows.ts';

/** MC §2.2: only "/" refreshes these placements (not /homefeed/). */
export const HOME_REFRESH_PLACEMENTS = [
  PLACEMENTS.homeTop,
  PLACEMENTS.homeCallout,
  PLACEMENTS.homeModal,
] as const;

/**
 * The home feed's rows of the route table, in a module of their own: the web app's first load
 * routes these two and fetches the rest of the table when a visit goes anywhere else.
 */
// prettier-ignore
export const HOME_ROWS = [
  page('home', '/', { landing: 'home', pageKind: 'home', title: 'Tack', refreshes: HOME_REFRESH_PLACEMENTS }),
  page('homefeed', '/homefeed', { landing: 'home', pageKind: 'home', title: 'Tack' }),
] as const;
