/**
 * When the app's toast shows and hides (messaging-consent-routes.md §4 "Toast", §9): it appears
 * 100 ms after it is asked for, stays 2000 ms (or its own duration), fades for 200 ms, then is
 * gone. Hovering or focusing it pauses the count; leaving resumes it with the time that was
 * left. A thumbnail's check starts 700 ms after the toast appears. A repin's toast waits 2500 ms
 * for the repin animation before it shows.
 */
export const TOAST_SHOW_DELAY_MS = 100;
export const TOAST_DURATION_MS = 2000;
export const TOAST_FADE_MS = 200;
export const TOAST_CHECK_DELAY_MS = 700;
export const REPIN_TOAST_DELAY_MS = 2500;

/** waiting (not yet shown), shown, fading (on its way out), hidden (gone). */
export type ToastPhase = 'waiting' | 'shown' | 'fading' | 'hidden';

export interface ToastTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
}

export function startToastTimer({
  delayMs = TOAST_SHOW_DELAY_MS,
  durationMs = TOAST_DURATION_MS,
  onPhase,
  onCheck,
}: {
  delayMs?: number;
  durationMs?: number;
  onPhase: (phase: ToastPhase) => void;
  /** Called once, 700 ms after the toast shows (its thumbnail's check). */
  onCheck?: () => void;
}): ToastTimer {
  let phase: ToastPhase = 'waiting';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let left = durationMs;
  let since = 0;
  let paused = false;
  const go = (next: ToastPhase) => {
    phase = next;
    onPhase(next);
  };
  const count = () => {
    since = Date.now();
    timer = setTimeout(() => {
      go('fading');
      timer = setTimeout(() => go('hidden'), TOAST_FADE_MS);
    }, left);
  };
  timer = setTimeout(() => {
    go('shown');
    if (onCheck) checkTimer = setTimeout(onCheck, TOAST_CHECK_DELAY_MS);
    count();
  }, delayMs);
  return {
    pause() {
      if (paused || (phase !== 'shown' && phase !== 'fading')) return;
      paused = true;
      clearTimeout(timer);
      // Caught while fading: it comes back, and fades again as soon as it is left.
      if (phase === 'fading') {
        left = 0;
        go('shown');
      } else left = Math.max(0, left - (Date.now() - since));
    },
    resume() {
      if (!paused) return;
      paused = false;
      count();
    },
    cancel() {
      clearTimeout(timer);
      clearTimeout(checkTimer);
    },
  };
}
