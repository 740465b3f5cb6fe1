import { describe, expect, it } from 'vitest';
import { ProductOptions } from '@tack/contract';
import { productSummary } from './pin-product.ts';
import { derivedPinFields } from './pin-derived.ts';
import { imageUrls } from '../media/sizes.ts';

const parse = (o: Record<string, unknown>) => ProductOptions.safeParse(o);

describe('product pins made in the builder', () => {
  it('formats the price in its currency and keeps availability and merchant', () => {
    const s = productSummary(
      { price: '1299.5', currency: 'EUR', availability: 'PreOrder', merchant: 'Atelier' },
      { title: 'Lamp', link: null },
    );
    expect(s).toMatchObject({
      typeName: 'product',
      displayName: 'Lamp',
      siteName: 'Atelier',
      products: [
        {
          brand: 'Atelier',
          offerSummary: { price: '€1,299.50', currency: 'EUR', inStock: true },
        },
      ],
    });
  });

  it('is sold out when out of stock or discontinued, and derives productPinData', () => {
    for (const availability of ['OutOfStock', 'Discontinued'] as const) {
      const s = productSummary(
        { price: '5', currency: 'USD', availability, merchant: 'Shop' },
        { title: '', link: 'https://shop.example/p' },
      );
      if (s.typeName !== 'product') throw new Error('not a product');
      expect(s.products[0]!.offerSummary.inStock).toBe(false);
      expect(s.displayName).toBe('Shop');
    }
    const s = productSummary(
      { price: '5', currency: 'USD', availability: 'InStock', merchant: 'Shop' },
      { title: 'Mug', link: null },
    );
    const derived = derivedPinFields({
      id: '1',
      title: 'Mug',
      description: '',
      link: null,
      domain: null,
      images: imageUrls('ab'.repeat(16), 600, 800),
      board: null,
      richSummary: s,
      richMetadata: null,
      carouselData: null,
      storyPinData: null,
      isPromoted: false,
      isThirdPartyAd: false,
      createdAt: new Date().toISOString(),
      sourceUrl: null,
      originDescription: null,
    });
    expect(derived.productPinData?.items[0]).toMatchObject({
      name: 'Mug',
      brand: 'Shop',
      price: '$5.00',
      currency: 'USD',
      availability: 'InStock',
      inStock: true,
    });
    expect(derived.isShoppable).toBe(true);
  });

  it.each([
    [{ price: 'abc' }, 'price', 'Price must be an amount like 19.99'],
    [{ price: '1.999' }, 'price', 'Price must be an amount like 19.99'],
    [{ price: '-3' }, 'price', 'Price must be an amount like 19.99'],
    [{ currency: 'usd' }, 'currency', 'Currency must be a three-letter code like USD'],
    [{ currency: 'QQQ' }, 'currency', "That currency code isn't one we know"],
    [{ availability: 'Maybe' }, 'availability', 'Availability must be one of'],
    [{ merchant: '   ' }, 'merchant', 'Name the merchant that sells it'],
    [{ merchant: 'x'.repeat(101) }, 'merchant', 'at most 100 characters'],
  ])('refuses %j on %s', (bad, field, message) => {
    const r = parse({
      price: '10',
      currency: 'USD',
      availability: 'InStock',
      merchant: 'Shop',
      ...bad,
    });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.path[0] === field)!;
    expect(issue.message).toContain(message);
  });
});
