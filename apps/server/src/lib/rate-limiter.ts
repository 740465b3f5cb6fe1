/**
 * Fixed-window counter per key. Pure apart from its own map; time is passed in so tests can
 * drive it. Old windows are dropped lazily so the map cannot grow without bound.
 */
export function createRateLimiter(opts: { max: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = opts.maxKeys ?? 100_000;
  return {
    /** Counts one attempt; answers whether it is allowed and, if not, how long to wait. */
    hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        if (windows.size >= maxKeys) prune(now);
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((w.start + opts.windowMs - now) / 1000));
      return { allowed: w.count <= opts.max, retryAfterSeconds };
    },
    /** Whether one more attempt would be allowed, without counting it. */
    check(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      const w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) return { allowed: true, retryAfterSeconds: 0 };
      const retryAfterSeconds = Math.max(1, Math.ceil((w.start + opts.windowMs - now) / 1000));
      return { allowed: w.count < opts.max, retryAfterSeconds };
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
  function prune(now: number) {
    for (const [k, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(k);
    if (windows.size >= maxKeys) windows.clear();
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
