import { expect, it } from 'vitest';
import { nextAttemptAt } from './retry.ts';

it('backs off 30 s, 1, 2, 4 minutes ... an hour at most, then gives up', () => {
  const at = (n: number) => nextAttemptAt(n, 12, 0)?.getTime() ?? null;
  expect([1, 2, 3, 4].map(at)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(at(8)).toBe(3_600_000);
  expect(at(11)).toBe(3_600_000);
  expect(at(12)).toBeNull();
  expect(nextAttemptAt(3, 3, 0)).toBeNull();
});
