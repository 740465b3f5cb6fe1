/**
 * Outbound links (pin-card-and-saving.md §2 /offsite/, §5, §8, §9): the rules a card needs on
 * first load (what a link is, its /offsite/ address, widths). The check's rules are in
 * offsite-status.ts, loaded with the first click. No zod here, so the app can import it whole.
 */

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
 * §2 "A clicked pin with an off-site link goes to that link; otherwise it opens the closeup":
 * a card's image leaves through /offsite/ when its link (the current carousel slot's) is an
 * http(s) one; image-only pins (no link, a hash-only or a non-http link) open the closeup. The
 * card keeps the closeup one click away all the same (its "Open Pin" link and its title).
 */
export function cardClickLeaves(link: string | null | undefined): boolean {
  return linkKind(link) === 'offsite';
}
