import { describe, expect, it } from 'vitest';
import { offsetOf, summarize } from './report-rules.ts';

describe('summing up a pin’s reports', () => {
  const line = (reason: string, created_at: string, details = '') => ({
    reason,
    details,
    created_at,
  });

  it('counts by reason, the most given first and ties in the dialog’s order', () => {
    const s = summarize([
      line('violence', '2025-01-01T00:00:03Z'),
      line('spam', '2025-01-01T00:00:01Z'),
      line('violence', '2025-01-01T00:00:02Z'),
      line('nudity', '2025-01-01T00:00:04Z'),
    ]);
    expect(s.count).toBe(4);
    expect(s.reasons).toEqual([
      { reason: 'violence', count: 2 },
      { reason: 'spam', count: 1 },
      { reason: 'nudity', count: 1 },
    ]);
    expect(s.firstReportedAt).toBe('2025-01-01T00:00:01Z');
    expect(s.lastReportedAt).toBe('2025-01-01T00:00:04Z');
  });

  it('keeps written details newest first, trimmed, without blank ones', () => {
    const s = summarize([
      line('other', '2025-01-01T00:00:01Z', ' old words '),
      line('spam', '2025-01-01T00:00:02Z', '   '),
      line('other', '2025-01-01T00:00:03Z', 'new words'),
    ]);
    expect(s.details).toEqual(['new words', 'old words']);
  });

  it('counts a reason no longer offered as other', () => {
    expect(summarize([line('retired', '2025-01-01T00:00:01Z')]).reasons).toEqual([
      { reason: 'other', count: 1 },
    ]);
  });

  it('has nothing to say about no reports', () => {
    expect(summarize([])).toEqual({
      count: 0,
      reasons: [],
      details: [],
      firstReportedAt: '',
      lastReportedAt: '',
    });
  });
});

describe('the list bookmark', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['20', 20],
    ['abc', null],
    ['-1', null],
    ['1234567', null],
  ])('%j -> %j', (bookmark, offset) => expect(offsetOf(bookmark)).toBe(offset));
});
