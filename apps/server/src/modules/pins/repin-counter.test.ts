import { describe, expect, it } from 'vitest';
import { REPIN_COUNTER_LIMIT, repinCounterAux } from './repin-counter.ts';

describe('the repin counter (PC §7, MC §9)', () => {
  it('numbers a person’s first 9 saves and no later one', () => {
    expect(REPIN_COUNTER_LIMIT).toBe(9);
    expect(repinCounterAux(0)).toEqual({ repin_count: 1 });
    expect(repinCounterAux(8)).toEqual({ repin_count: 9 });
    expect(repinCounterAux(9)).toBeNull();
  });
});
