/** The first retry waits this long; each further one twice as long, up to `RETRY_MAX_MS`. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 3_600_000;

/**
 * When a job that failed its `attempts`-th try runs again, or null once it has had them all.
 * Exponential backoff (30 s, 1 min, 2 min, ... an hour at most) so a mail server that is down
 * is not hammered, and a short outage costs a short delay.
 */
export function nextAttemptAt(attempts: number, maxAttempts: number, now: number): Date | null {
  if (attempts >= maxAttempts) return null;
  const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return new Date(now + delay);
}

/** A failure no retry can fix (the job's row is gone, the address is refused for good). */
export class PermanentJobError extends Error {}
