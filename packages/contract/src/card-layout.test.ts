import { describe, expect, it } from 'vitest';
import {
  cardFooterHeight,
  cardLabels,
  collectionChips,
  FOOTER_ROW_HEIGHT,
  footerHeightFor,
  footerRowHeight,
  footerRows,
  gridFooterHeight,
  reactionsShown,
  TOUCH_TARGET,
  type FooterPin,
  type FooterRow,
} from './card-layout.ts';

const plain: FooterPin = {
  richSummary: null,
  link: null,
  domain: null,
  pinNote: '',
  isPromoted: false,
  isDownstreamPromotion: false,
  reactionCountsData: [],
  collectionPin: null,
};
const reacted = { reactionCountsData: [{ reactionCount: 0 }, { reactionCount: 2 }] };
const items = (n: number) => ({ itemData: Array.from({ length: n }, (_, i) => i) });

describe('card footer rows (one rule for the grid, the card and the first page)', () => {
  it('always has the title and attribution rows: 6 + 32 + 32', () => {
    expect(footerRows(plain)).toEqual(['title', 'attribution']);
    expect(cardFooterHeight(plain)).toBe(70);
    // A pin as the server's tests build it, without the newer fields at all.
    expect(cardFooterHeight({ richSummary: { aggregateRating: undefined } })).toBe(92);
  });

  it.each([
    [{ collectionPin: items(3) }, ['chips', 'title', 'attribution'], 130],
    [{ collectionPin: items(2) }, ['title', 'attribution'], 70],
    [{ richSummary: { aggregateRating: null } }, ['title', 'rich', 'attribution'], 92],
    [
      { richSummary: { aggregateRating: { ratingValue: 4 } } },
      ['title', 'rich', 'rating', 'attribution'],
      114,
    ],
    [{ link: 'https://a.example/x', domain: 'a.example' }, ['title', 'domain', 'attribution'], 92],
    [{ link: null, domain: 'a.example' }, ['title', 'attribution'], 70],
    [{ pinNote: '  buy in spring ' }, ['title', 'note', 'attribution'], 92],
    [{ pinNote: '   ' }, ['title', 'attribution'], 70],
    [reacted, ['title', 'reactions', 'attribution'], 92],
    [{ ...reacted, isPromoted: true }, ['title', 'attribution', 'labels'], 92],
    [{ ...reacted, isDownstreamPromotion: true }, ['title', 'attribution'], 70],
    [{ reactionCountsData: [{ reactionCount: 0 }] }, ['title', 'attribution'], 70],
    [{ isPromoted: true }, ['title', 'attribution', 'labels'], 92],
    [{ sponsorship: { status: 2 } }, ['title', 'attribution'], 70],
    [{ isEligibleForPreLovedGoodsLabel: true }, ['title', 'attribution', 'labels'], 92],
  ])('%j -> %j (%d px)', (over, rows, height) => {
    const pin = { ...plain, ...over };
    expect(footerRows(pin)).toEqual(rows);
    expect(cardFooterHeight(pin)).toBe(height);
  });

  it('puts every row in order, and leaves out what the surface hides', () => {
    const all: FooterPin = {
      ...plain,
      ...reacted,
      collectionPin: items(5),
      richSummary: { aggregateRating: { ratingValue: 4 } },
      link: 'https://a.example/',
      domain: 'a.example',
      pinNote: 'n',
      isThirdPartyAd: true,
    };
    expect(footerRows(all)).toEqual([
      'chips',
      'title',
      'rich',
      'rating',
      'domain',
      'note',
      'reactions',
      'attribution',
      'labels',
    ]);
    expect(footerRows(all, { domain: false, reactions: false })).not.toContain('domain');
    expect(footerRows(all, { domain: false, reactions: false })).not.toContain('reactions');
    expect(footerHeightFor({ domain: false, reactions: false })(all)).toBe(
      cardFooterHeight(all) - 44,
    );
  });

  it('keeps one height function per set of options, none for signed-out visitors', () => {
    expect(footerHeightFor({})).toBe(cardFooterHeight);
    expect(footerHeightFor({ domain: true, reactions: true })).toBe(cardFooterHeight);
    expect(footerHeightFor({ domain: false })).toBe(footerHeightFor({ domain: false }));
    expect(gridFooterHeight(false)).toBe(0);
    expect(gridFooterHeight(true)).toBe(cardFooterHeight);
  });
});

describe('card footer rows on touch (a coarse pointer)', () => {
  const touch = footerHeightFor({ touch: true });
  const followed = { reason: 'followed_board', label: 'Lamps' };

  it('makes the rows with controls 44 px: title, source link and attribution', () => {
    expect(TOUCH_TARGET).toBe(44);
    const rows: FooterRow[] = ['chips', 'title', 'rich', 'rating', 'domain', 'note'];
    const more: FooterRow[] = ['reactions', 'attribution', 'reason', 'labels'];
    const heights = [...rows, ...more].map((row) => footerRowHeight(row, { touch: true }));
    expect(heights).toEqual([60, 44, 22, 22, 44, 22, 22, 44, 22, 22]);
    // With a mouse, every row keeps its height.
    for (const row of [...rows, ...more])
      expect(footerRowHeight(row, { touch: false })).toBe(FOOTER_ROW_HEIGHT[row]);
    // The chips row already holds 56 px links: it keeps its height.
    expect(FOOTER_ROW_HEIGHT.chips).toBeGreaterThanOrEqual(TOUCH_TARGET + 4);
  });

  it.each([
    [{}, ['title', 'attribution'], 70, 94],
    [
      { link: 'https://a.example/x', domain: 'a.example' },
      ['title', 'domain', 'attribution'],
      92,
      138,
    ],
    [{ pinNote: 'n', ...reacted }, ['title', 'note', 'reactions', 'attribution'], 114, 138],
    [
      { collectionPin: items(3), isPromoted: true },
      ['chips', 'title', 'attribution', 'labels'],
      152,
      176,
    ],
  ])('%j -> %j: %d px with a mouse, %d px on touch', (over, rows, mouse, finger) => {
    const pin = { ...plain, ...over };
    expect(footerRows(pin, { touch: true })).toEqual(rows);
    expect(cardFooterHeight(pin)).toBe(mouse);
    expect(touch(pin)).toBe(finger);
  });

  it('gives the reason line a row of its own under the name, on touch only', () => {
    const pin = { ...plain, recommendationReason: followed };
    expect(footerRows(pin)).toEqual(['title', 'attribution']);
    expect(footerRows(pin, { touch: true })).toEqual(['title', 'attribution', 'reason']);
    expect(touch(pin)).toBe(6 + 44 + 44 + 22);
    // Popular pins have no reason line.
    const popular = { ...plain, recommendationReason: { reason: 'popular', label: null } };
    expect(footerRows(popular, { touch: true })).toEqual(['title', 'attribution']);
  });

  it('keeps its own height function, and the surface options still apply', () => {
    expect(touch).toBe(footerHeightFor({ touch: true, domain: true }));
    expect(touch).not.toBe(cardFooterHeight);
    expect(gridFooterHeight(true, { touch: true })).toBe(touch);
    expect(gridFooterHeight(false, { touch: true })).toBe(0);
    const linked = { ...plain, link: 'https://a.example/', domain: 'a.example' };
    expect(footerHeightFor({ touch: true, domain: false })(linked)).toBe(touch(linked) - 44);
  });
});

describe('collection chips and reactions (spec §5)', () => {
  it('needs 3 items for chips and uses the first 3', () => {
    expect(collectionChips([1, 2])).toEqual([]);
    expect(collectionChips([1, 2, 3])).toEqual([1, 2, 3]);
    expect(collectionChips([1, 2, 3, 4])).toEqual([1, 2, 3]);
  });
  it('hides reactions for promoted and downstream-promoted pins', () => {
    expect(reactionsShown({ isPromoted: false, isDownstreamPromotion: false })).toBe(true);
    expect(reactionsShown({ isPromoted: true })).toBe(false);
    expect(reactionsShown({ isDownstreamPromotion: true })).toBe(false);
  });
});

describe('card labels (spec §2, §4 "Sponsorship")', () => {
  it.each([
    [{}, []],
    [{ isPromoted: true }, ['Promoted']],
    [{ isPromoted: true, promoterName: 'Northwind' }, ['Promoted by Northwind']],
    [{ isPromoted: true, isThirdPartyAd: true }, ['Ad']],
    [{ isThirdPartyAd: true }, ['Ad']],
    [{ sponsorship: { status: 2, creatorName: 'Ana' } }, []],
    [{ sponsorship: { status: 0, creatorName: 'Ana' } }, ['Paid partnership']],
    [{ sponsorship: { status: 3 } }, ['Paid partnership']],
    [{ sponsorship: { status: 1, creatorName: 'Ana' } }, ['Paid partnership with Ana']],
    [{ sponsorship: { status: 1 } }, ['Sponsored']],
    [{ isEligibleForPreLovedGoodsLabel: true }, ['Pre-owned']],
    [
      {
        isPromoted: true,
        sponsorship: { status: 1, creatorName: 'Ana' },
        isEligibleForPreLovedGoodsLabel: true,
      },
      ['Promoted', 'Paid partnership with Ana', 'Pre-owned'],
    ],
  ])('%j -> %j', (p, out) => expect(cardLabels(p)).toEqual(out));
});
