import type { CarouselData, ClientEvent } from '@tack/contract';
import { EVENT_TYPES } from '@tack/contract/event-types';
import { csrfToken } from '../../api/client.ts';
import type { PageKind } from '@tack/contract/routes';
import { routeRules } from './route-rules.ts';
import { carouselSwipeEvent } from './carousel-event.ts';
import { flushDue, FLUSH_INTERVAL_MS, intoBatches, QUEUE_CAP, requeue } from './batch-rules.ts';
const URL = '/resource/EventBatchResource/create/';

/** The path of the page an event happened on: PC §2's page kind is read from it when sent. */
type Queued = { path: string; event: ClientEvent };

/**
 * The one client queue of the event log: events collect here and go out in batches (every
 * FLUSH_INTERVAL_MS, at once when the queue is full, and when the page is hidden). `keepalive`
 * lets the last batches outlive the page; it is a plain fetch, not `sendBeacon`, because the
 * resource call needs its CSRF header and a beacon cannot carry one.
 */
class EventQueue {
  private queue: Queued[] = [];
  private oldestAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retried = new WeakSet<Queued>();
  private listening = false;

  /** Queues one event of the page at `path` (where it happened, even if sent later). */
  push(event: ClientEvent, path = location.pathname): void {
    this.listen();
    if (this.queue.length >= QUEUE_CAP) return;
    this.queue.push({ path, event });
    const now = Date.now();
    this.oldestAt ??= now;
    if (flushDue(this.queue.length, this.oldestAt, now)) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_INTERVAL_MS);
  }

  /**
   * Sends everything queued now. `keepalive` only as the page hides: the browser allows 64 KB of
   * keepalive requests in flight per page, and a keepalive request costs more to start.
   */
  flush(pageHiding = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const queued = this.queue;
    this.queue = [];
    this.oldestAt = null;
    if (queued.length) void this.sendAll(queued, pageHiding);
  }

  /**
   * One batch per page kind, as the server stores one page kind per batch. The route table's
   * rules come in a chunk of their own (asked for at start, so ready long before a flush).
   */
  private async sendAll(queued: Queued[], pageHiding: boolean): Promise<void> {
    const { pageKindOf } = await routeRules();
    const byKind = new Map<PageKind, Queued[]>();
    for (const q of queued) {
      const kind = pageKindOf(q.path);
      const list = byKind.get(kind);
      if (list) list.push(q);
      else byKind.set(kind, [q]);
    }
    for (const [pageKind, items] of byKind)
      for (const batch of intoBatches(items)) void this.send(pageKind, batch, pageHiding);
  }

  private async send(pageKind: PageKind, batch: Queued[], keepalive: boolean): Promise<void> {
    try {
      const res = await fetch(URL, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken() },
        body: JSON.stringify({
          options: { page_kind: pageKind, events: batch.map((q) => q.event) },
        }),
      });
      // A 400 or 429 would answer the same again: only network and server failures retry.
      if (res.status >= 500) throw new Error(`event log answered ${res.status}`);
    } catch {
      const again = batch.filter((q) => !this.retried.has(q));
      again.forEach((q) => this.retried.add(q));
      if (again.length === 0) return;
      this.queue = requeue(again, this.queue, QUEUE_CAP);
      this.oldestAt ??= Date.now();
      this.timer ??= setTimeout(() => this.flush(), FLUSH_INTERVAL_MS);
    }
  }

  private listen(): void {
    if (this.listening || typeof document === 'undefined') return;
    this.listening = true;
    const hide = () => {
      if (flushDue(this.queue.length, this.oldestAt, Date.now(), true)) this.flush(true);
    };
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') hide();
    });
    addEventListener('pagehide', hide);
  }
}

export const eventQueue = new EventQueue();

/** Logs one event of the event log (pin-card-and-saving.md §7). */
export const logEvent = (event: ClientEvent, path?: string): void => eventQueue.push(event, path);

const FOLLOW_EVENTS = {
  board: [EVENT_TYPES.boardFollow, EVENT_TYPES.boardUnfollow],
  interest: [EVENT_TYPES.topicFollow, EVENT_TYPES.topicUnfollow],
} as const;

/** §7: a board (26/27) or topic (601/602) follow or unfollow that went through. */
export function logFollow(kind: 'board' | 'interest', id: string, follow: boolean): void {
  logEvent({ event_type: FOLLOW_EVENTS[kind][follow ? 0 : 1], object_id: id });
}

/** §7: a card opened its pin's closeup (12). */
export function logPinClick(pinId: string): void {
  logEvent({ event_type: EVENT_TYPES.pinClick, pin_id: pinId, component: 'grid' });
}

/** MC §7: a card's carousel moved from one slot to another (108). */
export function logCarouselSwipe(
  pinId: string,
  carousel: Pick<CarouselData, 'entityId' | 'slots'>,
  from: number,
  to: number,
): void {
  const event = carouselSwipeEvent(pinId, carousel, from, to);
  if (event) logEvent(event);
}
