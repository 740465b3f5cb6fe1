/**
 * Promoted pins (pin-card-and-saving.md §1, §3, §4; messaging-consent-routes.md §6): a campaign's
 * running window and audience. Pure: the feed and the quick-promote page both use them.
 */

export type CampaignStatus = 'active' | 'paused' | 'stopped';

/** A campaign promotes while active and within its dates (`ends` is exclusive). */
export function isRunning(
  c: { status: CampaignStatus; startsAt: string; endsAt: string },
  nowIso: string,
): boolean {
  return c.status === 'active' && c.startsAt <= nowIso && nowIso < c.endsAt;
}

/** What the page says about a campaign's state. */
export function campaignState(
  c: { status: CampaignStatus; startsAt: string; endsAt: string },
  nowIso: string,
): 'scheduled' | 'running' | 'paused' | 'ended' | 'stopped' {
  if (c.status === 'stopped') return 'stopped';
  if (nowIso >= c.endsAt) return 'ended';
  if (c.status === 'paused') return 'paused';
  return nowIso < c.startsAt ? 'scheduled' : 'running';
}

/**
 * Whether a campaign's audience takes a viewer. An empty list means everyone on that axis.
 * Targeting by interests or country uses what the viewer told us about themselves, so without
 * marketing consent (docs/privacy.md) only campaigns aimed at everyone reach them.
 */
export function audienceTakes(
  audience: { interests: readonly string[]; countries: readonly string[] },
  viewer: { interests: ReadonlySet<string>; country: string | null; marketing: boolean },
): boolean {
  const targeted = audience.interests.length > 0 || audience.countries.length > 0;
  if (targeted && !viewer.marketing) return false;
  if (audience.countries.length && !(viewer.country && audience.countries.includes(viewer.country)))
    return false;
  if (audience.interests.length && !audience.interests.some((i) => viewer.interests.has(i)))
    return false;
  return true;
}

/** Where a page of the home feed shows its promoted pin: the third place (or last, if fewer). */
export const PROMOTED_SLOT = 2;

/** Puts `ad` into a page of `items` at the promoted slot, without a second copy of its pin. */
export function placePromoted<T extends { root: string }>(items: T[], ad: T | null): T[] {
  if (!ad) return items;
  const rest = items.filter((i) => i.root !== ad.root);
  const at = Math.min(PROMOTED_SLOT, rest.length);
  return [...rest.slice(0, at), ad, ...rest.slice(at)];
}

/** Campaign money: whole cents from a budget a person types in their currency's units. */
export const MIN_BUDGET_CENTS = 100;
export const MAX_BUDGET_CENTS = 100_000_000;
