/**
 * The shape of one row of the route table (route-table.ts) and the constructors that make rows.
 * No zod here: the web app's first load carries the table.
 */

/** MC §2.2: the landing page types ('' is "empty"). */
export const LANDING_PAGE_TYPES = [
  'today',
  'ideas',
  'own_section',
  'own_board',
  'section',
  'board',
  'closeup',
  'home',
  'profile',
  'search',
  'topic',
  '',
] as const;
export type LandingPageType = (typeof LANDING_PAGE_TYPES)[number];

/** PC §2: the page kinds logged-out interaction logging distinguishes. */
export const PAGE_KINDS = [
  'pin',
  'board',
  'login',
  'home',
  'profile',
  'ideas',
  'ideas-root',
  'videos',
  'videos-category',
  'article',
  'shopping-spotlight',
  'today',
  'unauth-profile',
  'shopping-root',
  'shopping-category',
  'other',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * How a row is served, which is also its HTTP status rule:
 * - `page`: the web app renders it; 200 always (`status: 'always'`: it shows something real to
 *   everyone, a log-in step included) or 200 only when the object its path names exists and the
 *   viewer may see it, else 404 with the not-found page (`status: 'object'`).
 * - `redirect`: 301 to `to` (its `:params` filled in, the query kept), or, with `to: null`, a
 *   302 decided per request (by the viewer, by the query).
 * - `server`: the server answers it itself (its own route), not the web app.
 * - `not-served`: an honest 404 with the not-found page. `later: true` marks the rows other work
 *   is building (issue 14's business access and advertisers): flipping one is `notYet(` to
 *   `page(` or `object(`.
 */
export type Serve = 'page' | 'redirect' | 'server' | 'not-served';

interface RowBase<I extends string> {
  id: I;
  /**
   * A React Router path pattern: static segments, `:name` segments, and `*` as a last segment.
   * Trailing slashes and letter case do not matter (as in React Router).
   */
  path: string;
  /** MC §2.2: the landing page type of the path (board and section become own_* for the owner). */
  landing: LandingPageType;
  /** PC §2: the page kind events from this page carry. */
  pageKind: PageKind;
  /** The page's title for the head the server writes (object pages: the object's title). */
  title?: string;
  /** Keep it out of search engines (account pages, operators' pages, tokens in links). */
  noindex?: boolean;
  /** MC §2.2: the placements this route declares as refreshing (only "/"). */
  refreshes?: readonly number[];
  /** A page of its own, without the app's header (the save window a bookmarklet opens). */
  bare?: boolean;
}

export interface PageRow<
  I extends string = string,
  S extends 'always' | 'object' = 'always' | 'object',
> extends RowBase<I> {
  serve: 'page';
  status: S;
}
export interface RedirectRow<
  I extends string = string,
  T extends string | null = string | null,
> extends RowBase<I> {
  serve: 'redirect';
  /** Where to, with the row's `:params`; null: decided per request. */
  to: T;
}
export interface ServerRow<I extends string = string> extends RowBase<I> {
  serve: 'server';
}
export interface NotServedRow<I extends string = string> extends RowBase<I> {
  serve: 'not-served';
  /** Built by other work in progress (a one-line flip), rather than not planned. */
  later: boolean;
}
export type RouteRow<I extends string = string> =
  PageRow<I> | RedirectRow<I> | ServerRow<I> | NotServedRow<I>;

export type RowOptions = Partial<Omit<RowBase<string>, 'id' | 'path'>>;

const base = <I extends string>(id: I, path: string, o: RowOptions): RowBase<I> => ({
  landing: '',
  pageKind: 'other',
  ...o,
  id,
  path,
});

/** A page that renders for everyone (200). */
export const page = <const I extends string>(id: I, path: string, o: RowOptions = {}) =>
  ({ ...base(id, path, o), serve: 'page', status: 'always' }) as PageRow<I, 'always'>;

/** A page about the object its path names: 200 when it exists and the viewer may see it, else 404. */
export const object = <const I extends string>(id: I, path: string, o: RowOptions = {}) =>
  ({ ...base(id, path, o), serve: 'page', status: 'object' }) as PageRow<I, 'object'>;

/** 301 to the page that serves it (`to` may use the row's `:params`). */
export const redirect = <const I extends string>(
  id: I,
  path: string,
  to: string,
  o: RowOptions = {},
) => ({ ...base(id, path, o), serve: 'redirect', to }) as RedirectRow<I, string>;

/** 302 decided per request (the viewer's profile, a pin named in the query). */
export const redirectByRequest = <const I extends string>(
  id: I,
  path: string,
  o: RowOptions = {},
) => ({ ...base(id, path, o), serve: 'redirect', to: null }) as RedirectRow<I, null>;

/** Answered by the server's own route, not by the web app. */
export const server = <const I extends string>(id: I, path: string, o: RowOptions = {}) =>
  ({ ...base(id, path, o), serve: 'server' }) as ServerRow<I>;

/** An honest 404: a §2.1 path Tack does not serve. */
export const notServed = <const I extends string>(id: I, path: string, o: RowOptions = {}) =>
  ({ ...base(id, path, o), serve: 'not-served', later: false }) as NotServedRow<I>;

/** A 404 until the work building it flips this row to `page(` or `object(`. */
export const notYet = <const I extends string>(id: I, path: string, o: RowOptions = {}) =>
  ({ ...base(id, path, o), serve: 'not-served', later: true }) as NotServedRow<I>;
