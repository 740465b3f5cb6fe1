import { describe, expect, it } from 'vitest';
import {
  displayMinutes,
  durationMinutes,
  formatPrice,
  inStock,
  recipeMinutes,
  richDataOf,
} from './rich-data.ts';
import type { PageMetadata } from './page-metadata.ts';
import type { PageProduct } from './structured-data.ts';

describe('recipe times', () => {
  it.each([
    ['PT45M', 45],
    ['PT1H30M', 90],
    ['P0DT1H', 60],
    ['PT90M', 90],
    ['P1DT2H', 1560],
    ['PT20M30S', 21],
    ['45 min', null],
    ['', null],
    ['-PT5M', null],
    ['PT0M', null],
  ])('%s is %s minutes', (iso, minutes) => expect(durationMinutes(iso)).toBe(minutes));

  it.each([
    [15, '15 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
    [125, '2 hr 5 min'],
  ])('%i minutes read "%s"', (m, text) => expect(displayMinutes(m)).toBe(text));

  it('takes the total, else cook plus prep, else either', () => {
    expect(recipeMinutes({ totalTime: 'PT1H', cookTime: 'PT10M', prepTime: 'PT5M' })).toBe(60);
    expect(recipeMinutes({ totalTime: null, cookTime: 'PT30M', prepTime: 'PT15M' })).toBe(45);
    expect(recipeMinutes({ totalTime: 'soon', cookTime: null, prepTime: 'PT10M' })).toBe(10);
    expect(recipeMinutes({ totalTime: null, cookTime: null, prepTime: null })).toBeNull();
  });
});

describe('prices and stock', () => {
  it.each([
    ['19.99', 'USD', '$19.99'],
    ['1,299.00', 'USD', '$1,299.00'],
    ['30', 'EUR', '€30.00'],
    ['1500', 'JPY', '¥1,500'],
    ['19.99', null, '19.99'],
    ['19.99', 'NOPE1', '19.99 NOPE1'],
    ['call us', 'USD', 'call us'],
  ])('%s %s is %s', (amount, currency, text) => expect(formatPrice(amount, currency)).toBe(text));

  it.each([
    [null, true],
    ['InStock', true],
    ['PreOrder', true],
    ['LimitedAvailability', true],
    ['OutOfStock', false],
    ['SoldOut', false],
    ['Discontinued', false],
  ])('%s can be bought: %s', (a, yes) => expect(inStock(a)).toBe(yes));
});

describe("a product's rich summary (PC §3 richSummary)", () => {
  const product: PageProduct = {
    name: 'Linen tee',
    brand: 'Flax',
    sku: 'TEE-1-S',
    groupId: 'TEE-1',
    variesBy: ['color', 'size'],
    variants: [
      { itemId: 'TEE-1-S', name: 'Small red', dimensions: { color: 'Red', size: 'S' } },
      { itemId: 'TEE-1-M', name: 'Medium red', dimensions: { color: 'Red', size: 'M' } },
      { itemId: 'TEE-1-M-B', name: 'Medium blue', dimensions: { color: 'Blue', size: 'M' } },
    ],
    offers: [{ price: '20', currency: 'USD', availability: 'InStock' }],
    standardPrice: '35',
    priceRange: null,
    image: null,
    rating: { ratingValue: 4, bestRating: 5, reviewCount: 3, ratingCount: 12 },
  };
  const page = (p: PageProduct | null): PageMetadata => ({
    canonicalUrl: 'https://shop.example/tee',
    ampUrl: null,
    title: 'Tee',
    description: null,
    siteName: 'Flax',
    images: [],
    product: p,
    recipe: null,
    article: null,
  });

  it('carries item ids, the sale price, the rating count and the variants with their values', () => {
    const { richSummary } = richDataOf(page(product), 'https://shop.example/tee');
    expect(richSummary).toMatchObject({
      typeName: 'product',
      aggregateRating: { ratingValue: 4, reviewCount: 3, ratingCount: 12 },
      products: [
        {
          itemId: 'TEE-1-S',
          itemSetId: 'TEE-1',
          offerSummary: { price: '$20.00', standardPrice: '$35.00' },
          variantSet: {
            dimensionMetadata: [
              { name: 'color', values: ['Red', 'Blue'] },
              { name: 'size', values: ['S', 'M'] },
            ],
          },
        },
      ],
    });
  });

  it('leaves out what the page does not say, rather than making it up', () => {
    const bare = {
      ...product,
      sku: null,
      groupId: null,
      variesBy: [],
      variants: [],
      standardPrice: null,
    };
    const [item] = (
      richDataOf(page(bare), 'https://shop.example/tee').richSummary as {
        products: Record<string, unknown>[];
      }
    ).products;
    expect(item).not.toHaveProperty('itemId');
    expect(item).not.toHaveProperty('itemSetId');
    expect(item).not.toHaveProperty('variantSet');
    expect(item!.offerSummary).toMatchObject({ standardPrice: null });
  });
});
