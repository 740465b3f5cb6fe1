// No zod here: the web app imports these words (docs/decisions/0002).

/**
 * Availability a person can give a product pin they make (schema.org's ItemAvailability without
 * its prefix, as product pages write it, so a made pin and a read one share one vocabulary).
 */
export const PRODUCT_AVAILABILITY = [
  'InStock',
  'OutOfStock',
  'PreOrder',
  'BackOrder',
  'LimitedAvailability',
  'Discontinued',
] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];

/** Words for each availability, for the builder's choice and the closeup. */
export const AVAILABILITY_LABELS: Record<ProductAvailability, string> = {
  InStock: 'In stock',
  OutOfStock: 'Sold out',
  PreOrder: 'Pre-order',
  BackOrder: 'Back-order',
  LimitedAvailability: 'Limited availability',
  Discontinued: 'Discontinued',
};
