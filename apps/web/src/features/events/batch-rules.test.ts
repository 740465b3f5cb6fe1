import { describe, expect, it } from 'vitest';
import { flushDue, FLUSH_INTERVAL_MS, intoBatches, requeue } from './batch-rules.ts';

describe('the client flush rule', () => {
  const t0 = 1_000_000;
  it('never sends an empty queue, even when the page hides', () => {
    expect(flushDue(0, null, t0, true)).toBe(false);
  });
  it('waits the interval from the oldest event, then sends', () => {
    expect(flushDue(3, t0, t0 + FLUSH_INTERVAL_MS - 1)).toBe(false);
    expect(flushDue(3, t0, t0 + FLUSH_INTERVAL_MS)).toBe(true);
  });
  it('sends at once when a batch is full or the page is being hidden', () => {
    expect(flushDue(50, t0, t0)).toBe(true);
    expect(flushDue(49, t0, t0)).toBe(false);
    expect(flushDue(1, t0, t0, true)).toBe(true);
  });
  it('cuts the queue into batches of at most 50, in order', () => {
    const q = Array.from({ length: 120 }, (_, i) => i);
    const b = intoBatches(q);
    expect(b.map((x) => x.length)).toEqual([50, 50, 20]);
    expect(b.flat()).toEqual(q);
    expect(intoBatches([])).toEqual([]);
  });
  it('a failed batch goes back in front, within the cap', () => {
    expect(requeue([1, 2], [3, 4], 10)).toEqual([1, 2, 3, 4]);
    expect(requeue([1, 2], [3, 4], 3)).toEqual([1, 2, 3]);
  });
});
