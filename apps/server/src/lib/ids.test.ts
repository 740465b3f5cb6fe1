import { describe, expect, it } from 'vitest';
import { newId, shareIdsAmong } from './ids.ts';

describe('ids', () => {
  it('are numeric strings that sort by creation, strictly within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newId(1_700_000_000_000));
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(newId(1_700_000_000_001) > ids[999]!).toBe(true);
    expect(ids[0]).toMatch(/^\d{19}$/);
  });

  it('never repeat across server workers: each makes its own residue of the suffixes', () => {
    const at = 1_700_000_000_000;
    try {
      const made = [0, 1, 2].map((index) => {
        shareIdsAmong(3, index);
        const ids = Array.from({ length: 300 }, () => newId(at));
        expect([...ids].sort()).toEqual(ids);
        expect(ids.every((id) => Number(id.slice(-6)) % 3 === index)).toBe(true);
        return ids;
      });
      expect(new Set(made.flat()).size).toBe(900);
    } finally {
      shareIdsAmong(1, 0);
    }
  });
});
