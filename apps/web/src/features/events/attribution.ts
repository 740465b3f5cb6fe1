/**
 * Attribution sources for promoted pins (pin-card-and-saving.md §7, §8): the query of
 * `GET /attribution_source/` and the browser's Attribution Reporting API, which is used only
 * where the browser offers it and allows it; elsewhere nothing happens.
 */
export type SourceEventType = 'click' | 'view';

/** §7: a click is attributed for 7 days at priority 2, a view for 1 day at priority 1. */
export const SOURCE_RULES = {
  click: { expiry: 604800, priority: 2 },
  view: { expiry: 86400, priority: 1 },
} as const;

export interface AttributionInput {
  sourceEventId: string;
  /** The ad's destination origins (from its link). */
  destinations: string[];
  type: SourceEventType;
  advertiserId?: string | null;
  campaignId?: string | null;
  /** The page's host; sent only when it is not the main host. */
  hostname: string;
  mainHost: string;
}

/** The path and query of `GET /attribution_source/` for one ad, as §7 lists it. */
export function attributionSourceUrl(a: AttributionInput): string {
  const q = new URLSearchParams({
    source_event_id: a.sourceEventId,
    destination: JSON.stringify(a.destinations),
    expiry: String(SOURCE_RULES[a.type].expiry),
    priority: String(SOURCE_RULES[a.type].priority),
    source_event_type: a.type,
  });
  if (a.advertiserId) q.set('advertiser_id', a.advertiserId);
  if (a.campaignId) q.set('campaign_id', a.campaignId);
  if (a.hostname !== a.mainHost) q.set('hostname', a.hostname);
  return `/attribution_source/?${q.toString()}`;
}

/** The page's main host (PUBLIC_URL's, which the server puts in the page head), where known. */
export const PUBLIC_HOST_META = 'tack:public-host';

/**
 * The hosts §7's `hostname` compares: the page's, and the configured public host (the page's
 * own when the server has none configured, so nothing is sent).
 */
export function pageHosts(
  hostname: string,
  publicHost: string | null | undefined,
): { hostname: string; mainHost: string } {
  return { hostname, mainHost: publicHost?.trim() || hostname };
}

/** What an ad's attribution calls need of its pin. */
export type AdPin = {
  id: string;
  link: string | null;
  isPromoted: boolean;
  isDownstreamPromotion?: boolean;
  campaignId?: string | null;
  /** A campaign's pin names its advertiser (business access); an older ad stands for its pinner. */
  advertiserId?: string | null;
  pinner?: { id: string } | null;
};

/**
 * The attribution source URL of one ad's view or click (§7): throws when the ad has no http(s)
 * destination, the one way building it fails (callers log that, §8).
 */
export function adSourceUrl(
  pin: AdPin,
  type: SourceEventType,
  hosts: { hostname: string; mainHost: string },
): string {
  const origin = destinationOrigin(pin.link);
  if (!origin) throw new Error('the ad has no http(s) destination');
  return attributionSourceUrl({
    sourceEventId: pin.id,
    destinations: [origin],
    type,
    advertiserId: pin.advertiserId ?? pin.pinner?.id ?? null,
    campaignId: pin.campaignId ?? null,
    ...hosts,
  });
}

/**
 * The attribution-reporting click URL of an eligible ad's outbound link (§7: the `attributionsrc`
 * of its /offsite/ link, which a browser with the Attribution Reporting API asks as the person
 * leaves): a promoted pin (not a person's save of one) with an http(s) destination. §8: a failure
 * to build it is only logged, and the link works without it.
 */
export function adClickAttributionSrc(
  pin: AdPin,
  hosts: { hostname: string; mainHost: string },
  log: (message: string, err: unknown) => void = console.warn,
): string | undefined {
  if (!pin.isPromoted || pin.isDownstreamPromotion) return undefined;
  try {
    return adSourceUrl(pin, 'click', hosts);
  } catch (err) {
    log('Could not build the attribution-reporting URL', err);
    return undefined;
  }
}

/** An ad's destination origin from its link, or null when the link is not an http(s) URL. */
export function destinationOrigin(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const u = new URL(link);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The part of `document.featurePolicy` (Chromium's) the check reads. */
export interface FeaturePolicyLike {
  features(): string[];
  allowsFeature(feature: string): boolean;
}

/**
 * Does this browser know the Attribution Reporting API, and does the page's permissions policy
 * allow it? A browser that does not know the feature (Firefox, Safari, and Chromium builds without
 * it: headless Chromium 156 lists no such feature) skips the call (§7 "skipped if the browser
 * disallows it").
 */
export function attributionAllowed(policy: FeaturePolicyLike | undefined): boolean {
  if (!policy) return false;
  return (
    policy.features().includes('attribution-reporting') &&
    policy.allowsFeature('attribution-reporting')
  );
}
