import { describe, expect, it } from 'vitest';
import {
  byPriority,
  isLive,
  localeCode,
  matchesTargeting,
  rolloutBucket,
  servable,
  type ViewerFacts,
} from './targeting.ts';

const facts: ViewerFacts = {
  key: 'u1',
  signedIn: true,
  accountAgeDays: 3,
  country: 'US',
  locale: 'en-US',
  pageType: 'home',
  boardCount: 2,
  partner: false,
  employee: false,
  advertiserId: null,
};

describe('experience targeting', () => {
  it('locale codes: first two letters uppercased, zh and ar keep the whole code (§5)', () => {
    expect(localeCode('en-US')).toBe('EN');
    expect(localeCode('fr')).toBe('FR');
    expect(localeCode('zh-TW')).toBe('zh-TW');
    expect(localeCode('ar-EG')).toBe('ar-EG');
  });

  it.each([
    [{}, true],
    [{ signed_in: true }, true],
    [{ signed_in: false }, false],
    [{ max_account_age_days: 3 }, true],
    [{ max_account_age_days: 2 }, false],
    [{ countries: ['US', 'CA'] }, true],
    [{ countries: ['GB'] }, false],
    [{ locales: ['en-GB'] }, true],
    [{ locales: ['de-DE'] }, false],
    [{ page_types: ['home' as const] }, true],
    [{ page_types: ['search' as const] }, false],
    [{ min_boards: 2 }, true],
    [{ min_boards: 3 }, false],
    [{ max_boards: 2 }, true],
    [{ max_boards: 1 }, false],
    [{ partner: false }, true],
    [{ partner: true }, false],
    [{ employee: true }, false],
    [{ advertiser_ids: ['9'] }, false],
    [{ rollout_percent: 100 }, true],
    [{ rollout_percent: 0 }, false],
    [{ signed_in: true, countries: ['GB'] }, false],
  ])('%j matches: %s', (targeting, expected) => {
    expect(matchesTargeting(targeting, facts, 1)).toBe(expected);
  });

  it('signed-out viewers have no account age, so an age rule never matches them', () => {
    expect(
      matchesTargeting({ max_account_age_days: 30 }, { ...facts, accountAgeDays: null }, 1),
    ).toBe(false);
  });

  it('rollout buckets are stable per viewer and experience, and spread', () => {
    expect(rolloutBucket('a', 1)).toBe(rolloutBucket('a', 1));
    const buckets = new Set(Array.from({ length: 200 }, (_, i) => rolloutBucket(`v${i}`, 7)));
    expect(buckets.size).toBeGreaterThan(60);
    expect([...buckets].every((b) => b >= 0 && b < 100)).toBe(true);
  });

  it('live between start and end, unless paused', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const e = { paused: false, starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-07-01T00:00:00Z' };
    expect(isLive(e, now)).toBe(true);
    expect(isLive({ ...e, paused: true }, now)).toBe(false);
    expect(isLive({ ...e, starts_at: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(isLive({ ...e, ends_at: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isLive({ paused: false, starts_at: null, ends_at: null }, now)).toBe(true);
  });

  it('completed or dismissed is never served again; follow-ups wait for their trigger', () => {
    const blank = { viewed_at: null, completed_at: null, dismissed_at: null, triggered_at: null };
    expect(servable(false, undefined)).toBe(true);
    expect(servable(false, { ...blank, viewed_at: 'x' })).toBe(true);
    expect(servable(false, { ...blank, completed_at: 'x' })).toBe(false);
    expect(servable(false, { ...blank, dismissed_at: 'x' })).toBe(false);
    expect(servable(true, undefined)).toBe(false);
    expect(servable(true, { ...blank, triggered_at: 'x' })).toBe(true);
    expect(servable(true, { ...blank, triggered_at: 'x', completed_at: 'y' })).toBe(false);
  });

  it('priority first, then the newest experience id', () => {
    const list = [
      { priority: 1, experience_id: 5 },
      { priority: 2, experience_id: 1 },
      { priority: 1, experience_id: 9 },
    ].sort(byPriority);
    expect(list.map((e) => e.experience_id)).toEqual([1, 9, 5]);
  });
});
