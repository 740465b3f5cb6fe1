/**
 * State every server process and node must share, behind one interface with two stores: the
 * database (the default: `rate_limits` and `page_reads`, migration 036) or Redis when `REDIS_URL`
 * is set (redis-shared-state.ts). Keys arrive hashed (lib/rate-limiter.ts, the page reader):
 * neither store keeps an address, an email or a URL in the clear, and everything expires.
 * Time is passed in, so tests drive both stores through the same windows (decision 0025).
 */
export interface SharedState {
  /** Which store this is, for /readyz and the log. */
  readonly kind: 'database' | 'redis';
  /**
   * Counts one attempt under `key` in a fixed window, in one atomic step (concurrent attempts
   * never lose a count): a window that ended starts again at this attempt. Answers the count so
   * far in the window and when the window ends (ms since the epoch).
   */
  count(key: string, windowMs: number, now: number): Promise<Window>;
  /** The window open under `key` at `now`, without counting; null when none is. */
  peek(key: string, now: number): Promise<Window | null>;
  /** Ends the window under `key`. */
  forget(key: string): Promise<void>;
  /** A value remembered under `key` less than `ttlMs` before `now`, else null. */
  recall(key: string, ttlMs: number, now: number): Promise<string | null>;
  /** Remembers `value` under `key` for `ttlMs` from `now`. */
  remember(key: string, value: string, ttlMs: number, now: number): Promise<void>;
  /** Throws when the store cannot answer (/readyz). */
  check(): Promise<void>;
  /** Lets go of the store's connection (the database's own is closed by its owner). */
  close(): Promise<void>;
}

export interface Window {
  count: number;
  resetsAt: number;
}
