import { describe, expect, it } from 'vitest';
import { richLine } from './rich-line.ts';

const offer: {
  price: string | null;
  standardPrice: string | null;
  minPrice: string | null;
  maxPrice: string | null;
  currency: string;
  inStock: boolean;
} = {
  price: '$149.00',
  standardPrice: null,
  minPrice: null,
  maxPrice: null,
  currency: 'USD',
  inStock: true,
};
const product = (o: Partial<typeof offer>, brand = 'Timber & Co') => ({
  typeName: 'product' as const,
  displayName: 'Table',
  siteName: 'timber.example',
  aggregateRating: null,
  products: [{ name: 'Table', brand, offerSummary: { ...offer, ...o } }],
});

describe('richLine', () => {
  it('says what the card will show', () => {
    expect(richLine(null)).toBeNull();
    expect(
      richLine({
        typeName: 'recipe',
        displayName: 'Soup',
        siteName: 'fern.example',
        displayCookTime: '45 min',
        aggregateRating: null,
      }),
    ).toBe('Recipe, ready in 45 min');
    expect(richLine(product({}))).toBe('Product, $149.00, Timber & Co');
    expect(richLine(product({ inStock: false }, ''))).toBe('Product, sold out, timber.example');
    expect(richLine(product({ minPrice: '£40.00', maxPrice: '£90.00' }))).toBe(
      'Product, £40.00-£90.00, Timber & Co',
    );
    expect(richLine(product({ price: null }))).toBe('Product, Timber & Co');
  });
});
