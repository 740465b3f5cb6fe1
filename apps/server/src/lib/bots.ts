import { createIsbotFromList, list } from 'isbot';

/**
 * Clients that isbot counts as non-human but Tack serves as people: a headless browser (a person's
 * screenshot tool, the end-to-end tests), Fastify's `inject` (the API tests) and a bare product
 * token such as `Mozilla/5.0`. isbot's patterns that match any of them are left out; the rest
 * (search engines, link unfurlers, monitors, HTTP libraries such as curl) stay. Named by example,
 * not by pattern text, so a new isbot release that rewords a pattern keeps the same rule.
 */
export const SERVED_AS_PEOPLE = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  'lightMyRequest',
  'Mozilla/5.0',
] as const;

const patterns = list.filter((p) => {
  const re = new RegExp(p, 'i');
  return !SERVED_AS_PEOPLE.some((ua) => re.test(ua));
});
const matches = createIsbotFromList(patterns);

/**
 * Whether a request comes from a bot (PC §1, §6; MC §1, §6): crawlers get server-rendered pages
 * with the SEO text and the hidden drawer, and no experiences; their events are not recorded.
 * The one bot test of the server; the web app reads its answer from `<html data-bot>`.
 */
export const isBot = (userAgent: string | undefined): boolean => matches(userAgent ?? '');
