import type { ClientEvent } from '@tack/contract';
import { csrfToken } from '../../api/client.ts';
import { pageTypeOf } from '../experiences/lifecycle.ts';
import { flushDue, FLUSH_INTERVAL_MS, intoBatches, requeue } from './batch-rules.ts';

/** At most this many events wait (an offline tab keeps the newest few screens, no more). */
const QUEUE_CAP = 500;
const URL = '/resource/EventBatchResource/create/';

type Queued = { pageKind: string; event: ClientEvent };

/**
 * The one client queue of the event log: events collect here and go out in batches (every
 * FLUSH_INTERVAL_MS, at once when a batch is full, and when the page is hidden). `keepalive`
 * lets the last batch outlive the page; it is a plain fetch, not `sendBeacon`, because the
 * resource call needs its CSRF header and a beacon cannot carry one.
 */
class EventQueue {
  private queue: Queued[] = [];
  private oldestAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retried = new WeakSet<Queued>();
  private listening = false;

  push(event: ClientEvent, pathname = location.pathname): void {
    this.listen();
    if (this.queue.length >= QUEUE_CAP) return;
    this.queue.push({ pageKind: pageTypeOf(pathname), event });
    this.oldestAt ??= Date.now();
    if (flushDue(this.queue.length, this.oldestAt, Date.now())) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_INTERVAL_MS);
  }

  /** Sends everything queued now (tests and page hide call it directly). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const queued = this.queue;
    this.queue = [];
    this.oldestAt = null;
    // One batch per page kind, as the server stores one page kind per batch.
    const byKind = new Map<string, Queued[]>();
    for (const q of queued) byKind.set(q.pageKind, [...(byKind.get(q.pageKind) ?? []), q]);
    for (const [pageKind, items] of byKind)
      for (const batch of intoBatches(items)) void this.send(pageKind, batch);
  }

  private async send(pageKind: string, batch: Queued[]): Promise<void> {
    try {
      const res = await fetch(URL, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
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
      if (flushDue(this.queue.length, this.oldestAt, Date.now(), true)) this.flush();
    };
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') hide();
    });
    addEventListener('pagehide', hide);
  }
}

export const eventQueue = new EventQueue();

/** Logs one event of the event log (pin-card-and-saving.md §7). */
export const logEvent = (event: ClientEvent): void => eventQueue.push(event);
