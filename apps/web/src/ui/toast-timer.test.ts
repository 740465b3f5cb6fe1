import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startToastTimer, type ToastPhase } from './toast-timer.ts';

describe('toast timing (MC §4 "Toast", §9)', () => {
  let phases: [number, ToastPhase][];
  let t0: number;
  const record = (p: ToastPhase) => phases.push([Date.now() - t0, p]);
  beforeEach(() => {
    vi.useFakeTimers();
    t0 = Date.now();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows after 100 ms, stays 2000 ms, fades 200 ms', () => {
    startToastTimer({ onPhase: record });
    vi.advanceTimersByTime(99);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(phases).toEqual([
      [100, 'shown'],
      [2100, 'fading'],
      [2300, 'hidden'],
    ]);
  });

  it('stays for its own duration, and a repin toast waits 2500 ms', () => {
    startToastTimer({ onPhase: record, durationMs: 3000, delayMs: 2500 });
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual([
      [2500, 'shown'],
      [5500, 'fading'],
      [5700, 'hidden'],
    ]);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const timer = startToastTimer({ onPhase: record });
    vi.advanceTimersByTime(1100); // shown for 1000 ms
    timer.pause();
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual([[100, 'shown']]);
    timer.resume(); // at 11100, 1000 ms left
    vi.advanceTimersByTime(999);
    expect(phases).toHaveLength(1);
    vi.advanceTimersByTime(1 + 200);
    expect(phases).toEqual([
      [100, 'shown'],
      [12100, 'fading'],
      [12300, 'hidden'],
    ]);
  });

  it('comes back when caught fading, and fades again once left', () => {
    const timer = startToastTimer({ onPhase: record });
    vi.advanceTimersByTime(2150); // fading since 2100
    timer.pause();
    vi.advanceTimersByTime(1000);
    timer.resume();
    vi.advanceTimersByTime(1000);
    expect(phases).toEqual([
      [100, 'shown'],
      [2100, 'fading'],
      [2150, 'shown'],
      [3150, 'fading'],
      [3350, 'hidden'],
    ]);
  });

  it('starts the check 700 ms after showing; cancel stops everything', () => {
    const check = vi.fn();
    startToastTimer({ onPhase: () => {}, onCheck: check });
    vi.advanceTimersByTime(799);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    const cancelled = startToastTimer({ onPhase: record, onCheck: stopped });
    vi.advanceTimersByTime(150);
    cancelled.cancel();
    vi.advanceTimersByTime(5000);
    expect(phases).toEqual([[900, 'shown']]);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('ignores a pause before it shows and a resume without a pause', () => {
    const timer = startToastTimer({ onPhase: record });
    timer.pause();
    timer.resume();
    vi.advanceTimersByTime(3000);
    expect(phases.map(([, p]) => p)).toEqual(['shown', 'fading', 'hidden']);
  });
});
