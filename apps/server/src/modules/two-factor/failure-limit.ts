/** Wrong second-factor codes allowed per account within the window before it must wait. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export interface FailureState {
  failedCount: number;
  failedSince: string | null;
}

/** Seconds the account must wait before another code is checked, or 0. */
export function lockedForSeconds(s: FailureState, now: number): number {
  if (!s.failedSince || s.failedCount < MAX_FAILURES) return 0;
  const ends = Date.parse(s.failedSince) + FAILURE_WINDOW_MS;
  return ends > now ? Math.ceil((ends - now) / 1000) : 0;
}

/** The state after one more wrong code: a new window starts when the last one has ended. */
export function afterFailure(s: FailureState, now: number): FailureState {
  const open = s.failedSince && Date.parse(s.failedSince) + FAILURE_WINDOW_MS > now;
  return open
    ? { failedCount: s.failedCount + 1, failedSince: s.failedSince }
    : { failedCount: 1, failedSince: new Date(now).toISOString() };
}
