import { z } from 'zod';
import { nameText } from './text.ts';
import { PRODUCT_AVAILABILITY } from './product-labels.ts';

export * from './product-labels.ts';

/** ISO 4217 codes the platform knows (Node 20 and every current browser list them). */
const CURRENCIES: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);
const knownCurrency = (code: string) => CURRENCIES.size === 0 || CURRENCIES.has(code);

/**
 * A pin marked as a product in the pin builder (issue 15): its price, currency, availability and
 * merchant. The price is an amount as a person types it ("19.99", "1200"), at most two decimals.
 */
export const ProductOptions = z
  .object({
    price: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Price must be an amount like 19.99'),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code like USD')
      .refine(knownCurrency, "That currency code isn't one we know"),
    availability: z.enum(PRODUCT_AVAILABILITY, {
      error: `Availability must be one of ${PRODUCT_AVAILABILITY.join(', ')}`,
    }),
    merchant: nameText("The merchant's name can't contain invisible or control characters")
      .min(1, 'Name the merchant that sells it')
      .max(100, "The merchant's name must be at most 100 characters"),
  })
  .strict();
export type ProductOptions = z.output<typeof ProductOptions>;
