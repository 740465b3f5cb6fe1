import { describe, expect, it } from 'vitest';
import { cardLabels } from './labels.ts';

describe('card labels', () => {
  it.each([
    [{}, []],
    [{ isPromoted: true }, ['Promoted']],
    [{ isPromoted: true, promoterName: 'Northwind' }, ['Promoted by Northwind']],
    [{ isPromoted: true, isThirdPartyAd: true }, ['Ad']],
    [{ sponsorship: { status: 2, creatorName: 'Ana' } }, []],
    [{ sponsorship: { status: 0, creatorName: 'Ana' } }, ['Paid partnership']],
    [{ sponsorship: { status: 3 } }, ['Paid partnership']],
    [{ sponsorship: { status: 1, creatorName: 'Ana' } }, ['Paid partnership with Ana']],
    [{ sponsorship: { status: 1 } }, ['Sponsored']],
    [{ isEligibleForPreLovedGoodsLabel: true }, ['Pre-owned']],
  ])('%j -> %j', (p, out) => expect(cardLabels(p)).toEqual(out));
});
