import type { Pin } from '@tack/contract';
import {
  attributionAllowed,
  attributionSourceUrl,
  destinationOrigin,
  type FeaturePolicyLike,
  type SourceEventType,
} from './attribution.ts';

/** §8's metrics of attribution, counted in memory like the experiences' failures. */
export const attributionMetrics = { 'server request failed.': 0 };

/**
 * Registers a promoted pin's view or click as an attribution source (§7), through the browser's
 * Attribution Reporting API. Skipped where the browser lacks it or the page's policy disallows it
 * (headless Chromium lacks it: nothing happens there). §8: a failed request counts the metric
 * "server request failed."; a failure to build the URL is only logged.
 */
export function registerAttributionSource(
  pin: Pick<Pin, 'id' | 'link' | 'isPromoted'> &
    Partial<Pick<Pin, 'advertiserId' | 'campaignId'>> & { pinner?: { id: string } | null },
  type: SourceEventType,
): void {
  const policy = (document as Document & { featurePolicy?: FeaturePolicyLike }).featurePolicy;
  if (!pin.isPromoted || !attributionAllowed(policy)) return;
  let url: string;
  try {
    const origin = destinationOrigin(pin.link);
    if (!origin) throw new Error('the ad has no http(s) destination');
    url = attributionSourceUrl({
      sourceEventId: pin.id,
      destinations: [origin],
      type,
      // A campaign's pin names its advertiser and campaign; an older ad, its pinner.
      advertiserId: pin.advertiserId ?? pin.pinner?.id ?? null,
      campaignId: pin.campaignId ?? null,
      hostname: location.hostname,
      mainHost: location.hostname,
    });
  } catch (err) {
    console.warn('Could not build the attribution-reporting URL', err);
    return;
  }
  const init = {
    keepalive: true,
    credentials: 'same-origin',
    attributionReporting: { eventSourceEligible: true, triggerEligible: false },
  } as RequestInit;
  fetch(url, init).then(
    (res) => {
      if (!res.ok) attributionMetrics['server request failed.'] += 1;
    },
    () => {
      attributionMetrics['server request failed.'] += 1;
    },
  );
}
