/**
 * The verified badge (messaging-consent-routes.md §4 "Verified badge", §8): pure rules and texts,
 * shared by the server's tests and the web app (no zod here, so the browser takes none).
 */

/** What a person carries for the badge (spec isVerifiedMerchant, verifiedIdentity.verified). */
export interface VerifiedFlags {
  isVerifiedMerchant?: boolean | undefined;
  verifiedIdentity?: { verified: boolean } | undefined;
}

export type BadgeKind = 'merchant' | 'domain';

/**
 * §4: the merchant badge when the merchant is verified; the domain-verification check when only
 * the identity is (a domain they proved); nothing otherwise.
 */
export function badgeKind(p: VerifiedFlags | null | undefined): BadgeKind | null {
  if (!p) return null;
  if (p.isVerifiedMerchant) return 'merchant';
  if (p.verifiedIdentity?.verified) return 'domain';
  return null;
}

/** The name a person publishes: a TXT record value, or a meta tag's name with the token. */
export const VERIFY_META_NAME = 'tack-site-verification';
export const txtRecordFor = (token: string) => `${VERIFY_META_NAME}=${token}`;
export const metaTagFor = (token: string) => `<meta name="${VERIFY_META_NAME}" content="${token}">`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain as a person types it (`Example.com`, `https://www.example.com/shop`) to the host a
 * claim keeps: lowercase, no scheme, path, port or trailing dot, and no leading `www.` (a pin's
 * domain drops it too, so a claim of example.com covers www.example.com's pins). International
 * names go to punycode through URL. Answers null for anything that is not a public-looking name
 * (an IP address, a single label such as `localhost`).
 */
export function normalizeDomain(input: string): string | null {
  const raw = input.trim();
  if (!raw || raw.length > 300) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`).hostname;
  } catch {
    return null;
  }
  host = host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (host.length > 253 || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  // The last label is a top-level domain: letters (or punycode), never all digits.
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!)) return null;
  return host;
}
