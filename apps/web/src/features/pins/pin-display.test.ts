import { describe, expect, it } from 'vitest';
import type { Pin } from '@tack/contract';
import { merchantOf, priceLine, scaledHeight } from './pin-display.ts';

const product = (offer: Record<string, unknown>) =>
  ({
    richSummary: {
      typeName: 'product',
      displayName: 'x',
      siteName: 's',
      aggregateRating: null,
      products: [
        {
          name: 'x',
          brand: 'b',
          offerSummary: {
            price: '$10.00',
            standardPrice: '$10.00',
            minPrice: null,
            maxPrice: null,
            currency: 'USD',
            inStock: true,
            ...offer,
          },
        },
      ],
    },
  }) as unknown as Pin;

describe('pin display rules', () => {
  it('scales heights from known dimensions', () =>
    expect(scaledHeight({ width: 600, height: 900 }, 236)).toBe(354));
  it.each([
    [{}, { price: '$10.00', original: null }],
    [{ standardPrice: '$12.50' }, { price: '$10.00', original: '$12.50' }],
    [
      { minPrice: '$10.00', maxPrice: '$30.00' },
      { price: '$10.00-$30.00', original: null },
    ],
    [{ inStock: false }, { price: 'Sold out', original: null }],
    [
      { price: null, standardPrice: null },
      { price: 'See price on site', original: null },
    ],
  ])('price %j', (offer, line) => expect(priceLine(product(offer))).toEqual(line));
  it('names the merchant: the brand, else the site; none for other pins', () => {
    expect(merchantOf(product({}))).toBe('b');
    const noBrand = product({});
    (noBrand.richSummary as { products: { brand: string }[] }).products[0]!.brand = ' ';
    expect(merchantOf(noBrand)).toBe('s');
    expect(merchantOf({ richSummary: null })).toBeNull();
  });
});
