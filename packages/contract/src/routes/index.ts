// The route table and its pure rules, without zod (the web app's first load imports them).
export {
  LANDING_PAGE_TYPES,
  PAGE_KINDS,
  type LandingPageType,
  type PageKind,
  type Serve,
  type RouteRow,
  type PageRow,
  type RedirectRow,
  type ServerRow,
  type NotServedRow,
} from './route-rows.ts';
export * from './route-table.ts';
export * from './route-match.ts';
export * from './landing.ts';
