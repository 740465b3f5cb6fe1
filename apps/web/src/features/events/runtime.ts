import type { Pin } from '@tack/contract';
import { currentHosts, registerAttributionSource } from './attribution-source.ts';
import { adClickAttributionSrc } from './attribution.ts';
import { logPinClick } from './event-queue.ts';
import { nsSince, withTime } from '../offsite/offsite-time.ts';
import { impressions } from './impression-tracker.ts';

/**
 * Everything of the event log the page needs after its first screen, as one chunk: the cards'
 * hooks (use-impression.ts) and page views (use-page-views.ts) fetch it on first use through
 * load-event-log.ts, so the home page's first load stays within its budget (e2e/budget.spec.ts).
 */
export { logCarouselSwipe, logEvent, logFollow } from './event-queue.ts';

/**
 * A card's impressions, by the shared tracker; a promoted pin's first sighting is a view source,
 * and its outbound image link gets its attribution-reporting click URL (§7) as `attributionsrc`,
 * set here, in the chunk every card loads anyway, so the first load carries no attribution code.
 */
export function trackCard(el: unknown, pin: Pin): () => void {
  if (pin.isPromoted && el instanceof HTMLElement) armAdLink(el, pin);
  return impressions.track(el, {
    pinId: pin.id,
    carousel: (pin.carouselData?.slots.length ?? 0) > 1,
    onFirstSight: pin.isPromoted ? () => void registerAttributionSource(pin, 'view') : undefined,
  });
}

/**
 * A click in a grid: a link to a card's own closeup logs a pin click (12), and a promoted pin's
 * click registers an attribution click source. The element may have left the page by now (the
 * closeup replaced the grid); its card is still its ancestor.
 */
export function gridClick(target: EventTarget | null, pins: readonly Pin[]): void {
  const link = target instanceof Element ? target.closest('a[href^="/pin/"]') : null;
  const pinId = link?.closest<HTMLElement>('[data-card]')?.dataset.card;
  if (!link || !pinId || !link.getAttribute('href')?.startsWith(`/pin/${pinId}/`)) return;
  logPinClick(pinId);
  const pin = pins.find((p) => p.id === pinId);
  if (pin?.isPromoted) void registerAttributionSource(pin, 'click');
}

/**
 * An eligible ad's outbound image link (§7): its attribution-reporting click URL as
 * `attributionsrc`, and a click the browser follows itself, which is when a browser with the
 * Attribution Reporting API registers the source: the card's own handler (which would check the
 * link first and leave by script) does not see it. Ads skip that check anyway (§5); the /offsite/
 * page still checks, and gets the time to offsite like any other click.
 */
function armAdLink(card: HTMLElement, pin: Pin): void {
  const out = card.querySelector<HTMLAnchorElement>('a.card[href^="/offsite/"]');
  const src = out && adClickAttributionSrc(pin, currentHosts());
  if (!out || !src) return;
  out.setAttribute('attributionsrc', src);
  const href = out.getAttribute('href')!;
  out.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0) return;
    e.stopPropagation();
    out.href = withTime(href, nsSince(e.timeStamp));
  });
}
