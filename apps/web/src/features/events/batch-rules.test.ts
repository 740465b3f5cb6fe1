import { describe, expect, it } from 'vitest';
import { flushDue, FLUSH_INTERVAL_MS, intoBatches, QUEUE_CAP, requeue } from './batch-rules.ts';

describe('the client flush rule', () => {
  const t0 = 1_000_000;
  it('never sends an empty queue, even when the page hides', () => {
    expect(flushDue(0, null, t0, true)).toBe(false);
  });
  it('waits the interval from the oldest event, then sends', () => {
    expect(flushDue(3, t0, t0 + FLUSH_INTERVAL_MS - 1)).toBe(false);
    expect(flushDue(3, t0, t0 + FLUSH_INTERVAL_MS)).toBe(true);
  });
  it('sends at once when the queue is full or the page is being hidden; a full batch waits', () => {
    expect(flushDue(QUEUE_CAP, t0, t0)).toBe(true);
    expect(flushDue(QUEUE_CAP - 1, t0, t0)).toBe(false);
    expect(flushDue(50, t0, t0)).toBe(false);
    expect(flushDue(1, t0, t0, true)).toBe(true);
  });
  it('cuts the queue into batches of at most EVENT_BATCH_MAX (500, one full queue), in order', () => {
    const q = Array.from({ length: 1020 }, (_, i) => i);
    const b = intoBatches(q);
    expect(b.map((x) => x.length)).toEqual([500, 500, 20]);
    expect(intoBatches(q.slice(0, QUEUE_CAP))).toHaveLength(1);
    expect(b.flat()).toEqual(q);
    expect(intoBatches([])).toEqual([]);
  });
  it('a failed batch goes back in front, within the cap', () => {
    expect(requeue([1, 2], [3, 4], 10)).toEqual([1, 2, 3, 4]);
    expect(requeue([1, 2], [3, 4], 3)).toEqual([1, 2, 3]);
  });
});
