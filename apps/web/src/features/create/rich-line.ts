import type { RichSummary } from '@tack/contract';

/**
 * What a page's rich data will put on the pin's card, in a line for the builder: a product's
 * price and merchant, or a recipe's time.
 */
export function richLine(rs: RichSummary | null): string | null {
  if (!rs) return null;
  if (rs.typeName === 'recipe') return `Recipe, ready in ${rs.displayCookTime}`;
  const offer = rs.products[0]?.offerSummary;
  const price = !offer
    ? null
    : !offer.inStock
      ? 'sold out'
      : offer.minPrice && offer.maxPrice
        ? `${offer.minPrice}-${offer.maxPrice}`
        : offer.price;
  const merchant = rs.products[0]?.brand || rs.siteName;
  return ['Product', price, merchant].filter(Boolean).join(', ');
}
