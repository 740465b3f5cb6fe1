import { EVENT_TYPES } from '@tack/contract/event-types';
import { anyModalOpen, onModalChange } from '../../ui/modal-pause.ts';
import { consentAllows, onConsentChange, OPTIONAL_STORAGE } from '../consent/consent-now.ts';
import { logEvent } from './event-queue.ts';
import {
  allMilestonesSeen,
  CAROUSEL_VIEW_PARAMETER,
  forcedExit,
  IMPRESSION_VIEW_TYPE,
  newMilestones,
  OBSERVER_OPTIONS,
  pruneSeen,
  seenKey,
  type Sighting,
} from './impression-rules.ts';

/** What a tracked card is. */
export interface ImpressionSubject {
  pinId: string;
  carousel: boolean;
  /** A promoted pin: its first sighting registers an attribution view source. */
  onFirstSight?: () => void;
}

// Kept only with analytics consent (consent-now.ts removes it when that is refused).
const SEEN_KEY = OPTIONAL_STORAGE.analytics[0]!;
const SEEN_MAX = 3000;

function loadSeen(): Record<string, number> {
  try {
    const raw = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}') as unknown;
    const seen = raw && typeof raw === 'object' ? (raw as Record<string, number>) : {};
    return pruneSeen(seen, Date.now(), SEEN_MAX);
  } catch {
    // §8 "Storage access fails": say so and use the default (nothing seen yet).
    console.warn('Cannot access localStorage: impressions are remembered for this page only');
    return {};
  }
}

/**
 * One IntersectionObserver for the whole grid (one per card would cost a callback and a
 * registration per card): cards register an element, the observer reports milestones, each
 * milestone of a pin is logged once per browser per resurrection window (§9).
 */
class ImpressionTracker {
  private observer: IntersectionObserver | null = null;
  private tracked = new Map<Element, { subject: ImpressionSubject; last: Sighting | null }>();
  private seen: Record<string, number> | null = null;
  private saveHooked = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    // Analytics consent decides whether the record outlives the page: given, what is in memory
    // is written; refused, it stays in memory only (and consent-now.ts removes a stored one).
    onConsentChange(() => {
      if (consentAllows('analytics') && this.seen) this.saveLater();
    });
  }

  /** Starts tracking an element; answers the function that stops. */
  track(el: unknown, subject: ImpressionSubject): () => void {
    if (!(el instanceof HTMLElement)) {
      console.warn('Can only track impressions for type HTMLElement.');
      return () => {};
    }
    if (typeof IntersectionObserver === 'undefined') return () => {};
    if (!this.observer) {
      this.observer = new IntersectionObserver((entries) => this.onEntries(entries), {
        rootMargin: OBSERVER_OPTIONS.rootMargin,
        threshold: [...OBSERVER_OPTIONS.threshold],
      });
      // Resuming after a modal: what is on screen now counts.
      onModalChange(() => {
        if (!anyModalOpen()) for (const [e, t] of this.tracked) this.evaluate(e, t);
      });
    }
    this.seen ??= loadSeen();
    // Seen at every milestone within the window: nothing to log, so nothing to observe.
    if (allMilestonesSeen(subject.pinId, this.seen, Date.now())) return () => {};
    this.tracked.set(el, { subject, last: null });
    this.observer.observe(el);
    return () => this.untrack(el);
  }

  private untrack(el: Element) {
    this.tracked.delete(el);
    this.observer?.unobserve(el);
  }

  private onEntries(entries: IntersectionObserverEntry[]) {
    // Once per callback, not per event: a scroll step reports a screenful of cards at once.
    const path = location.pathname;
    for (const entry of entries) {
      const t = this.tracked.get(entry.target);
      if (!t) continue;
      t.last = {
        height: entry.boundingClientRect.height,
        ratio: entry.intersectionRatio,
        intersecting: entry.isIntersecting,
      };
      // §4: a card squeezed under 1 px was removed; it is tracked no further.
      if (forcedExit(t.last)) this.untrack(entry.target);
      else this.evaluate(entry.target, t, path);
    }
  }

  private evaluate(
    el: Element,
    t: { subject: ImpressionSubject; last: Sighting | null },
    path = location.pathname,
  ) {
    if (!t.last) return;
    const now = Date.now();
    this.seen ??= loadSeen();
    const { pinId, carousel } = t.subject;
    for (const milestone of newMilestones(pinId, t.last, {
      paused: anyModalOpen(),
      now,
      seen: this.seen,
    })) {
      this.seen[seenKey(pinId, milestone)] = now;
      logEvent(
        {
          event_type: EVENT_TYPES.impression,
          pin_id: pinId,
          view_type: IMPRESSION_VIEW_TYPE,
          aux_data: { milestone },
        },
        path,
      );
      if (milestone !== 0) continue;
      if (carousel)
        logEvent(
          {
            event_type: EVENT_TYPES.carouselImpression,
            pin_id: pinId,
            view_type: IMPRESSION_VIEW_TYPE,
            view_parameter: CAROUSEL_VIEW_PARAMETER,
          },
          path,
        );
      t.subject.onFirstSight?.();
    }
    this.saveLater();
    // Every milestone logged: the card is done until the window lets it count again.
    if (allMilestonesSeen(pinId, this.seen, now)) this.untrack(el);
  }

  /**
   * The record is written 10 s after a change and as the page hides, not per sighting: one
   * JSON write of a few thousand entries, not one per card. Only with analytics consent: without
   * it the record lives in this page's memory (§4 "nothing optional before consent").
   */
  private saveLater() {
    if (!this.saveHooked) {
      this.saveHooked = true;
      const hide = () => this.saveNow();
      addEventListener('pagehide', hide);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') hide();
      });
    }
    this.saveTimer ??= setTimeout(() => this.saveNow(), 10_000);
  }

  private saveNow() {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.seen || !consentAllows('analytics')) return;
    try {
      localStorage.setItem(SEEN_KEY, JSON.stringify(pruneSeen(this.seen, Date.now(), SEEN_MAX)));
    } catch {
      console.warn('Cannot access localStorage: impressions are remembered for this page only');
    }
  }
}

export const impressions = new ImpressionTracker();
