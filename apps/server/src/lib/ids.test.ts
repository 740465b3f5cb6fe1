import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('ids', () => {
  it('are numeric strings that sort by creation, strictly within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newId(1_700_000_000_000));
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(newId(1_700_000_000_001) > ids[999]!).toBe(true);
    expect(ids[0]).toMatch(/^\d{19}$/);
  });
});
