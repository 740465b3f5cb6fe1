import { describe, expect, it } from 'vitest';
import type { Pin } from '@tack/contract';
import { creatorAnalyticsOf, withCreatorAnalytics } from './creator-analytics.ts';

const pin = (o: Partial<Pin> = {}) =>
  ({
    id: '1',
    pinner: { id: 'me' },
    storyPinData: null,
    isPromoted: false,
    isThirdPartyAd: false,
    isRepin: false,
    aggregatedPinData: { aggregatedStats: { saves: 0 } },
    ...o,
  }) as unknown as Pin;

const totals = { impressions: 40, pin_clicks: 3, saves: 2 };

describe("the card's 30-day figures (PC §6)", () => {
  it('are zero, not missing, before anything was counted', () => {
    expect(creatorAnalyticsOf(pin(), undefined)).toEqual({ impression: 0, save: 0, pinClick: 0 });
    expect(creatorAnalyticsOf(pin(), totals)).toEqual({ impression: 40, save: 2, pinClick: 3 });
  });

  it('leave saves out for ad-only pins and saved copies', () => {
    expect(creatorAnalyticsOf(pin({ isPromoted: true }), totals).save).toBeNull();
    expect(creatorAnalyticsOf(pin({ isThirdPartyAd: true }), totals).save).toBeNull();
    expect(creatorAnalyticsOf(pin({ isRepin: true }), totals)).toEqual({
      impression: 40,
      save: null,
      pinClick: 3,
    });
  });

  it("go on the viewer's own pins only", () => {
    const map = new Map([['1', totals]]);
    expect(withCreatorAnalytics(pin(), 'me', map).aggregatedPinData.creatorAnalytics).toBeDefined();
    expect(
      withCreatorAnalytics(pin(), 'someone', map).aggregatedPinData.creatorAnalytics,
    ).toBeUndefined();
    expect(
      withCreatorAnalytics(pin(), null, map).aggregatedPinData.creatorAnalytics,
    ).toBeUndefined();
  });
});
