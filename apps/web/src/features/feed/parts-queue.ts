/**
 * The order and pace in which cards mounted during a scroll get their parts (card-parts.ts):
 * none while `canRun` says no (the page still scrolls), then first come, first served, each
 * frame until `budgetMs` of the work has run (always at least one card's, so the queue moves on
 * the slowest device). A card that leaves before its turn is dropped and never builds them.
 * Pure apart from what it is given.
 */
export interface PartsQueue {
  /** Queues `show` (it mounts one card's parts); answers how to take it back out. */
  add(show: () => void): () => void;
  readonly size: number;
}

export function createPartsQueue(options: {
  budgetMs: number;
  now: () => number;
  requestFrame: (run: () => void) => void;
  /** Runs one card's `show` so its work is done when it returns (React's flushSync). */
  runNow: (show: () => void) => void;
  /** Whether a frame may show cards now (not while the page scrolls); else it waits a frame. */
  canRun: () => boolean;
}): PartsQueue {
  const waiting = new Set<() => void>();
  let scheduled = false;
  const frame = () => {
    scheduled = false;
    if (!options.canRun()) return schedule();
    const start = options.now();
    for (const show of waiting) {
      waiting.delete(show);
      options.runNow(show);
      if (options.now() - start >= options.budgetMs) break;
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || !waiting.size) return;
    scheduled = true;
    options.requestFrame(frame);
  };
  return {
    add(show) {
      waiting.add(show);
      schedule();
      return () => void waiting.delete(show);
    },
    get size() {
      return waiting.size;
    },
  };
}
