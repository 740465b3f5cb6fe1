import pLimit from 'p-limit';
import { AppError } from '../../lib/errors.ts';

export interface DecodeQueueOptions {
  /** Decodes at once (each is one libvips thread). */
  concurrency: number;
  /** Uploads that may wait for a decode; past that the server says it is busy. */
  maxWaiting: number;
  /** What the 503 tells the client to wait. */
  retryAfterSeconds?: number;
}

export const busy = (retryAfter: number) =>
  new AppError(
    503,
    'busy',
    `Tack is busy with other uploads right now. Try again in ${retryAfter} seconds.`,
    undefined,
    retryAfter,
  );

/**
 * Bounds image decoding: at most `concurrency` run, at most `maxWaiting` wait, and anything past
 * that is refused at once with a 503 and Retry-After instead of queueing without end (a burst of
 * decompression bombs would otherwise be decoded all at once).
 */
export function createDecodeQueue(opts: DecodeQueueOptions) {
  const limit = pLimit(opts.concurrency);
  const retryAfter = opts.retryAfterSeconds ?? 5;
  const admit = () => {
    const free = limit.activeCount < opts.concurrency && limit.pendingCount === 0;
    if (!free && limit.pendingCount >= opts.maxWaiting) throw busy(retryAfter);
  };
  return {
    /** Throws the 503 now if the waiting line is full (cheap: before reading an upload's body). */
    admit,
    /** Runs `fn` when a decode slot is free, or throws the 503 if the line is full. */
    async run<T>(fn: () => Promise<T>): Promise<T> {
      admit();
      return limit(fn);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
export type DecodeQueue = ReturnType<typeof createDecodeQueue>;
