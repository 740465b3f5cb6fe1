import { EVENT_BATCH_MAX } from '@tack/contract/event-types';

/** The client sends what it collected every few seconds, or at once when a batch is full. */
export const FLUSH_INTERVAL_MS = 5000;

/** At most this many events wait; a full queue is sent at once (several batches). */
export const QUEUE_CAP = 500;

/**
 * When to send the queue: never when empty; at once when the page is being hidden (the last
 * chance: a closed tab sends nothing later) or the queue is full; else once the oldest event has
 * waited the interval. A full batch alone does not send: a fast scroll fills one in a second,
 * and sending then would put a request in the middle of the scroll (bench/grid measured it).
 */
export function flushDue(
  queued: number,
  oldestAt: number | null,
  now: number,
  pageHiding = false,
): boolean {
  if (queued === 0) return false;
  if (pageHiding || queued >= QUEUE_CAP) return true;
  return oldestAt !== null && now - oldestAt >= FLUSH_INTERVAL_MS;
}

/** The queue cut into batches the server takes (at most EVENT_BATCH_MAX each), in order. */
export function intoBatches<T>(queue: readonly T[], size = EVENT_BATCH_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < queue.length; i += size) out.push(queue.slice(i, i + size));
  return out;
}

/**
 * A failed send: the events go back to the front of the queue once (a second failure drops
 * them: the log is a measure, not a ledger, and a server refusing them would refuse them again),
 * and never beyond `cap` so an offline tab does not grow without bound.
 */
export function requeue<T>(failed: readonly T[], queue: readonly T[], cap: number): T[] {
  return [...failed, ...queue].slice(0, cap);
}
