import type { ProductOptions, RichSummary } from '@tack/contract';
import { formatPrice, inStock } from '../pages/rich-data.ts';

/**
 * The rich summary of a pin its maker marked as a product in the builder: its price in its
 * currency ("$19.99"), availability and merchant, so the card and closeup show them as they show
 * a product read from a page (its price row, "Sold out" when it can't be bought, the merchant).
 * Named by the pin's title, else the merchant.
 */
export function productSummary(
  product: ProductOptions,
  pin: { title: string; link: string | null | undefined },
): RichSummary {
  const name = pin.title || product.merchant;
  return {
    typeName: 'product',
    displayName: name,
    siteName: product.merchant,
    ...(pin.link ? { url: pin.link } : {}),
    aggregateRating: null,
    products: [
      {
        name,
        brand: product.merchant,
        offerSummary: {
          price: formatPrice(product.price, product.currency),
          standardPrice: null,
          minPrice: null,
          maxPrice: null,
          currency: product.currency,
          inStock: inStock(product.availability),
          availability: product.availability,
        },
      },
    ],
  };
}
