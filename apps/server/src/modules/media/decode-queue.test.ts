import { describe, expect, it } from 'vitest';
import { createDecodeQueue } from './decode-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('decode queue', () => {
  it('runs at most `concurrency` at once and the rest in order', async () => {
    const q = createDecodeQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        q.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses with a 503 and Retry-After once the waiting line is full, then recovers', async () => {
    const q = createDecodeQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 7 });
    const gate = deferred();
    const held = [q.run(() => gate.promise), q.run(async () => 1), q.run(async () => 2)];
    expect({ active: q.active, waiting: q.waiting }).toEqual({ active: 1, waiting: 2 });
    expect(() => q.admit()).toThrow(expect.objectContaining({ status: 503, retryAfter: 7 }));
    await expect(q.run(async () => 3)).rejects.toMatchObject({
      status: 503,
      code: 'busy',
      message: expect.stringMatching(/busy.*Try again in 7 seconds/),
    });
    gate.resolve();
    await Promise.all(held);
    expect(q.waiting).toBe(0);
    expect(await q.run(async () => 'after')).toBe('after');
  });

  it('frees the slot when a decode fails', async () => {
    const q = createDecodeQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(q.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await q.run(async () => 'next')).toBe('next');
  });
});
