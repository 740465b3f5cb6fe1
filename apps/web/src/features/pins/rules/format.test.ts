import { describe, expect, it } from 'vitest';
import { compactNumber, timeAgo } from './format.ts';

describe('numbers and times through Intl', () => {
  it.each([
    [999, 'en-US', '999'],
    [1000, 'en-US', '1K'],
    [1500, 'en-US', '1.5K'],
    [2_300_000, 'en-US', '2.3M'],
    [4_100_000_000, 'en-US', '4.1B'],
    [12_000, 'ja-JP', '1.2万'],
    [15_000, 'zh-CN', '1.5万'],
  ])('%d in %s -> %s', (n, locale, out) => expect(compactNumber(n, locale)).toBe(out));

  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it.each([
    [30, false, 'Just now'],
    [5 * 60, false, '5 minutes ago'],
    [5 * 60, true, '5 min. ago'],
    [3 * 3600, false, '3 hours ago'],
    [2 * 86_400, false, '2 days ago'],
    [15 * 86_400, false, '2 weeks ago'],
    [70 * 86_400, false, '2 months ago'],
    [800 * 86_400, false, '2 years ago'],
  ])('%d s ago (short %s) -> %s', (s, short, out) =>
    expect(timeAgo(ago(s), now, 'en-US', short)).toBe(out),
  );
});
