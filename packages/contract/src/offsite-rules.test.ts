import { describe, expect, it } from 'vitest';
import { cardClickLeaves, linkKind, offsitePath, sourceLinkMaxWidth } from './offsite-rules.ts';
import { blocksNavigation, clickthroughCounts, spamCheckEligible } from './offsite-status.ts';

describe('outbound link rules (pin-card-and-saving.md §5, §7, §8, §9)', () => {
  it.each([
    ['blocked', true],
    ['suspicious', true],
    ['porn', true],
    ['ok', false],
    ['', false],
    ['unknown', false],
  ])('status %s blocks navigation: %s', (status, blocks) => {
    expect(blocksNavigation(status)).toBe(blocks);
  });

  it.each([
    [0, true],
    [1, true],
    [499_999_999, true],
    [500_000_000, false],
    [2_000_000_000, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [undefined, false],
    [null, false],
  ])('a time to offsite of %s ns counts as a clickthrough: %s', (ns, counts) => {
    expect(clickthroughCounts(ns)).toBe(counts);
  });

  it.each([
    [null, 'empty'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['#', 'hash'],
    ['#section', 'hash'],
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    ['data:text/html,hi', 'unsafe'],
    ['mailto:a@b.example', 'unsafe'],
    ['/pin/1/', 'unsafe'],
    ['not a url', 'unsafe'],
    ['http://shop.example/x', 'offsite'],
    ['https://shop.example/x#frag', 'offsite'],
  ] as const)('the link %j is %s', (link, kind) => {
    expect(linkKind(link)).toBe(kind);
  });

  it('source link widths: 132 px, 87 px when cut short', () => {
    expect(sourceLinkMaxWidth(false)).toBe(132);
    expect(sourceLinkMaxWidth(true)).toBe(87);
  });

  const pin = (
    o: Partial<{ link: string | null; isPromoted: boolean; isDownstreamPromotion: boolean }>,
  ) => ({
    link: 'https://shop.example/a',
    isPromoted: false,
    isDownstreamPromotion: false,
    ...o,
  });
  it('the spam check runs for linked, non-promoted or downstream pins on eligible surfaces', () => {
    expect(spamCheckEligible(pin({}), 'AuthHomefeed')).toBe(true);
    expect(
      spamCheckEligible(pin({ isPromoted: true, isDownstreamPromotion: true }), 'AuthHomefeed'),
    ).toBe(true);
    expect(spamCheckEligible(pin({ isPromoted: true }), 'AuthHomefeed')).toBe(false);
    expect(spamCheckEligible(pin({ link: null }), 'AuthHomefeed')).toBe(false);
    expect(spamCheckEligible(pin({ link: '#' }), 'AuthHomefeed')).toBe(false);
    expect(spamCheckEligible(pin({ link: 'javascript:x' }), 'AuthHomefeed')).toBe(false);
    expect(spamCheckEligible(pin({}), 'SearchAdsOnlyModule')).toBe(false);
  });

  it('builds the /offsite/ address with the link encoded', () => {
    expect(
      offsitePath({
        url: 'https://a.example/?q=1&r=2',
        pinId: '12',
        token: 'tok',
        timeToOffsiteNs: 1.6,
      }),
    ).toBe(
      '/offsite/?token=tok&url=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2&pin=12&time_to_offsite_ns=2',
    );
  });
});

describe('a card click leaves (§2)', () => {
  it('for any pin with an off-site link; image-only pins open the closeup', () => {
    expect(cardClickLeaves('https://shop.example/boots')).toBe(true);
    expect(cardClickLeaves('http://blog.example/#3')).toBe(true);
    expect(cardClickLeaves(null)).toBe(false);
    expect(cardClickLeaves('')).toBe(false);
    expect(cardClickLeaves('   ')).toBe(false);
    expect(cardClickLeaves('#top')).toBe(false);
    expect(cardClickLeaves('javascript:alert(1)')).toBe(false);
    expect(cardClickLeaves('/pin/1/')).toBe(false);
  });
});
