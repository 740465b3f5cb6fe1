import { CLICKTHROUGH_MAX_NS } from './event-types.ts';

/**
 * Outbound links (pin-card-and-saving.md §2 /offsite/, §4 "Blocked link", §5, §7, §8, §9): the
 * pure rules the server and the web app share. No zod here, so the app can import it whole.
 */

/** What the link check answers: `ok` passes; the three others are an operator's rule. */
export const LINK_STATUSES = ['ok', 'blocked', 'suspicious', 'porn'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
/** The statuses an operator's rule may give. */
export const RULE_STATUSES = ['blocked', 'suspicious', 'porn'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
/** How a rule's value matches: the host exactly, the host and its subdomains, or the whole URL. */
export const RULE_KINDS = ['host', 'suffix', 'pattern'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** §5 "Offsite link check": blocked, suspicious or porn stops navigation. */
export function blocksNavigation(status: string): boolean {
  return status === 'blocked' || status === 'suspicious' || status === 'porn';
}

/**
 * §7: is this clickthrough logged? Only a measured time (a whole, non-negative number of ns)
 * below the limit counts; an unmeasured one is not (a slow or replayed leave says nothing).
 */
export function clickthroughCounts(timeToOffsiteNs: number | null | undefined): boolean {
  return (
    typeof timeToOffsiteNs === 'number' &&
    Number.isFinite(timeToOffsiteNs) &&
    timeToOffsiteNs >= 0 &&
    timeToOffsiteNs < CLICKTHROUGH_MAX_NS
  );
}

/**
 * What a pin's link is, for a click (§8 "Empty or hash-only link", §5 image-only links):
 * `empty` and `hash` are skipped (and logged); `unsafe` is anything but http(s) (never
 * followed); `offsite` leaves through /offsite/.
 */
export type LinkKind = 'empty' | 'hash' | 'unsafe' | 'offsite';
export function linkKind(link: string | null | undefined): LinkKind {
  const s = (link ?? '').trim();
  if (s === '') return 'empty';
  if (s.startsWith('#')) return 'hash';
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return 'unsafe';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unsafe';
  return 'offsite';
}

/** §5/§9: the source link's max width: 132 px, or 87 px where its text is cut short. */
export const SOURCE_LINK_MAX_WIDTH = 132;
export const SOURCE_LINK_TRUNCATED_MAX_WIDTH = 87;
export function sourceLinkMaxWidth(truncated: boolean): number {
  return truncated ? SOURCE_LINK_TRUNCATED_MAX_WIDTH : SOURCE_LINK_MAX_WIDTH;
}

/**
 * Surfaces where the protected-link spam check does not run (§5 "on eligible surfaces"): the
 * ads-only module shows promoted pins only, which operators vetted when they were promoted.
 */
const SPAM_CHECK_SKIPPED_SURFACES: ReadonlySet<string> = new Set(['SearchAdsOnlyModule']);

/**
 * §5: the protected link spam check runs only for pins with a link that are not promoted (or are
 * downstream promotions, a person's save of an ad) on eligible surfaces. The server still checks
 * every link at /offsite/: this only decides whether the card asks before leaving.
 */
export function spamCheckEligible(
  pin: { link: string | null; isPromoted: boolean; isDownstreamPromotion: boolean },
  surface: string,
): boolean {
  if (linkKind(pin.link) !== 'offsite') return false;
  if (pin.isPromoted && !pin.isDownstreamPromotion) return false;
  return !SPAM_CHECK_SKIPPED_SURFACES.has(surface);
}

/** The /offsite/ address for a pin's link (the server checks it, then redirects or warns). */
export function offsitePath(o: {
  url: string;
  pinId?: string | null;
  token?: string | null;
  timeToOffsiteNs?: number | null;
}): string {
  const q = new URLSearchParams();
  if (o.token) q.set('token', o.token);
  q.set('url', o.url);
  if (o.pinId) q.set('pin', o.pinId);
  if (o.timeToOffsiteNs != null) q.set('time_to_offsite_ns', String(Math.round(o.timeToOffsiteNs)));
  return `/offsite/?${q.toString()}`;
}

/**
 * §2 "A clicked pin with an off-site link goes to that link; otherwise it opens the closeup".
 * On Tack the card click of a promoted pin (an ad, whose point is its site) leaves; every other
 * card opens its closeup, where the image, the source link and Visit site leave.
 */
export function cardClickLeaves(pin: {
  link: string | null;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
}): boolean {
  return linkKind(pin.link) === 'offsite' && pin.isPromoted && !pin.isDownstreamPromotion;
}
