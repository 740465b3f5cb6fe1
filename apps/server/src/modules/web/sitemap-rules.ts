import { escapeHtml } from './head.ts';

/**
 * Sitemaps and robots.txt (PC §1, §6; MC §6: bots), pure. What goes in is decided by the
 * repository's queries (public, indexable things only); here: how many files, and their text.
 */

/** The sitemaps protocol's limit per file (sitemaps.org): more URLs need an index. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ['profiles', 'boards', 'pins'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export type SitemapCounts = Record<SitemapKind, number>;

export interface SitemapUrl {
  /** A path from the site's root (`/pin/1/`); the origin is put in front when written. */
  path: string;
  /** ISO-8601 time of the last change, when known. */
  lastmod?: string;
}

/** The one file when everything fits in it; else an index of per-kind pages. */
export const needsIndex = (counts: SitemapCounts, max = SITEMAP_MAX_URLS) =>
  SITEMAP_KINDS.reduce((sum, k) => sum + counts[k], 0) > max;

/** The index's pages, `pins-1` to `pins-n` for each kind, each at most `max` URLs. */
export function sitemapPages(counts: SitemapCounts, max = SITEMAP_MAX_URLS) {
  return SITEMAP_KINDS.flatMap((kind) =>
    Array.from({ length: Math.ceil(counts[kind] / max) }, (_, i) => ({ kind, page: i + 1 })),
  );
}

export const pagePath = (kind: SitemapKind, page: number) => `/sitemap-${kind}-${page}.xml`;

/** `pins-3.xml` back to its kind and page; null for any other name. */
export function parsePageFile(file: string): { kind: SitemapKind; page: number } | null {
  const m = /^(profiles|boards|pins)-([1-9]\d{0,6})\.xml$/.exec(file);
  return m ? { kind: m[1] as SitemapKind, page: Number(m[2]) } : null;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of absolute URLs (the protocol allows no relative ones). */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    (u) =>
      `<url><loc>${escapeHtml(origin + u.path)}</loc>` +
      (u.lastmod ? `<lastmod>${escapeHtml(u.lastmod)}</lastmod>` : '') +
      `</url>`,
  );
  return `${HEAD}<urlset xmlns="${NS}">\n${items.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  const items = paths.map((p) => `<sitemap><loc>${escapeHtml(origin + p)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Private pages crawlers need not ask for (robots.txt keeps no secret: these answer only their
 * owner anyway). Pages with a `noindex` reason are NOT here: a crawler must fetch a page to read
 * its noindex. The API and media stay open: a crawler that runs the app needs them.
 */
export const DISALLOWED = [
  '/admin/',
  '/settings',
  '/conversation/',
  '/conversations',
  '/notifications/',
  '/offsite/',
  '/password/',
  '/pw/',
  '/secure/',
  '/email/',
  '/pin/*/analytics',
] as const;

/** robots.txt: the disallowed paths and, with an origin to write it from, the sitemap. */
export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), 'Allow: /'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
