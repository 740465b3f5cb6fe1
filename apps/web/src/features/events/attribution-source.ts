import {
  adSourceUrl,
  attributionAllowed,
  pageHosts,
  PUBLIC_HOST_META,
  type AdPin,
  type FeaturePolicyLike,
  type SourceEventType,
} from './attribution.ts';
import { consentAllows } from '../consent/consent-now.ts';

/** §8's metrics of attribution, counted in memory like the experiences' failures. */
export const attributionMetrics = { 'server request failed.': 0 };

/** This page's host and the configured public host (attribution.ts pageHosts). */
export function currentHosts() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_HOST_META}"]`);
  return pageHosts(location.hostname, meta?.content);
}

/** What registering a source uses of the page: stand-ins in the unit tests. */
export interface AttributionEnv {
  policy: FeaturePolicyLike | undefined;
  hosts: { hostname: string; mainHost: string };
  fetch: typeof fetch;
  log: (message: string, err: unknown) => void;
  /** Whether the person allowed marketing (docs/privacy.md): without it, nothing is registered. */
  marketingAllowed: () => boolean;
}

const browserEnv = (): AttributionEnv => ({
  policy: (document as Document & { featurePolicy?: FeaturePolicyLike }).featurePolicy,
  hosts: currentHosts(),
  fetch: (input, init) => fetch(input, init),
  log: console.warn,
  marketingAllowed: () => consentAllows('marketing'),
});

/**
 * Registers a promoted pin's view or click as an attribution source (§7), through the browser's
 * Attribution Reporting API. Skipped where the browser lacks it or the page's policy disallows it
 * (headless Chromium lacks it: nothing happens there), and without marketing consent: the browser
 * would keep the source to measure the ad against later visits (the server checks it too). §8: a failed request (an error answer or
 * none) counts the metric "server request failed."; a failure to build the URL is only logged.
 * Answers when the request has settled (tests wait for it; callers need not).
 */
export async function registerAttributionSource(
  pin: AdPin,
  type: SourceEventType,
  env: AttributionEnv = browserEnv(),
): Promise<void> {
  if (!pin.isPromoted || !env.marketingAllowed() || !attributionAllowed(env.policy)) return;
  let url: string;
  try {
    url = adSourceUrl(pin, type, env.hosts);
  } catch (err) {
    env.log('Could not build the attribution-reporting URL', err);
    return;
  }
  const init = {
    keepalive: true,
    credentials: 'same-origin',
    attributionReporting: { eventSourceEligible: true, triggerEligible: false },
  } as RequestInit;
  try {
    const res = await env.fetch(url, init);
    if (!res.ok) attributionMetrics['server request failed.'] += 1;
  } catch {
    attributionMetrics['server request failed.'] += 1;
  }
}
