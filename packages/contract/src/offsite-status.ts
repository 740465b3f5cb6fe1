import { CLICKTHROUGH_MAX_NS } from './event-types.ts';
import { linkKind } from './offsite-rules.ts';

/**
 * The link check's rules (pin-card-and-saving.md §4 "Blocked link", §5, §7): statuses, what
 * stops navigation, which pins are checked, when a clickthrough counts. Shared by the server and
 * the web app's click (features/offsite/follow-link.ts). No zod here.
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
