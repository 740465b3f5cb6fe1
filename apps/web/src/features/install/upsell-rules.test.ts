import { describe, expect, it } from 'vitest';
import { afterOffer, mayOfferInstall, readHistory, UPSELL_WINDOW_MS } from './upsell-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const never = { firstShownAt: null, lastShownAt: null };

describe('the app upsell window (MC §5, §9)', () => {
  it('is 14 days', () => expect(UPSELL_WINDOW_MS).toBe(14 * DAY));

  it('offers once per session while within the first window', () => {
    expect(mayOfferInstall(never, 0, false)).toBe(true);
    const shown = afterOffer(never, 0);
    expect(mayOfferInstall(shown, 1000, true)).toBe(false);
    expect(mayOfferInstall(shown, 3 * DAY, false)).toBe(true);
    const again = afterOffer(shown, 3 * DAY);
    expect(again).toEqual({ firstShownAt: 0, lastShownAt: 3 * DAY });
    expect(mayOfferInstall(again, 13 * DAY, false)).toBe(true);
  });

  it('after the first window, at most once every 14 days', () => {
    const late = { firstShownAt: 0, lastShownAt: 13 * DAY };
    expect(mayOfferInstall(late, 20 * DAY, false)).toBe(false);
    expect(mayOfferInstall(late, 27 * DAY - 1, false)).toBe(false);
    expect(mayOfferInstall(late, 27 * DAY, false)).toBe(true);
    expect(mayOfferInstall(late, 27 * DAY, true)).toBe(false);
  });

  it('reads a missing or broken history as never offered', () => {
    expect(readHistory(null)).toEqual(never);
    expect(readHistory('{not json')).toEqual(never);
    expect(readHistory('{"firstShownAt":"x","lastShownAt":5}')).toEqual({
      firstShownAt: null,
      lastShownAt: 5,
    });
  });
});
