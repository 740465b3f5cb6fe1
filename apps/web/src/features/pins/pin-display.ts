import type { Pin } from '@tack/contract';

/** Height of an image shown `width` wide, from the server's known dimensions. */
export const scaledHeight = (pin: { width: number; height: number }, width: number) =>
  Math.round((pin.height * width) / pin.width);

/** The price line of a product pin: range, sale or plain price; Sold out; See price on site. */
export function priceLine(
  pin: Pick<Pin, 'richSummary'>,
): { price: string; original: string | null } | null {
  const rs = pin.richSummary;
  if (rs?.typeName !== 'product') return null;
  const offer = rs.products[0]?.offerSummary;
  if (!offer) return null;
  if (!offer.inStock) return { price: 'Sold out', original: null };
  if (offer.minPrice && offer.maxPrice)
    return { price: `${offer.minPrice}-${offer.maxPrice}`, original: null };
  if (!offer.price) return { price: 'See price on site', original: null };
  return {
    price: offer.price,
    original:
      offer.standardPrice && offer.standardPrice !== offer.price ? offer.standardPrice : null,
  };
}

/** The merchant beside a product's price: the product's brand, else the site that sells it. */
export function merchantOf(pin: Pick<Pin, 'richSummary'>): string | null {
  const rs = pin.richSummary;
  if (rs?.typeName !== 'product') return null;
  return rs.products[0]?.brand.trim() || rs.siteName.trim() || null;
}
