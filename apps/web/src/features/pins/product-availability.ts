import type { Pin, ProductAvailability } from '@tack/contract';
import { AVAILABILITY_LABELS } from '@tack/contract/product-labels';

// Apart from pin-display.ts, which the card loads first: only the closeup says availability.

/**
 * A product's availability in words beside its price, when its maker gave one and it is not
 * plain "in stock" (sold out already reads as the price line's "Sold out").
 */
export function availabilityOf(pin: Pick<Pin, 'richSummary'>): string | null {
  const rs = pin.richSummary;
  if (rs?.typeName !== 'product') return null;
  const a = rs.products[0]?.offerSummary.availability as ProductAvailability | undefined;
  if (!a || a === 'InStock' || !rs.products[0]!.offerSummary.inStock) return null;
  return AVAILABILITY_LABELS[a] ?? null;
}
