import { z } from 'zod';
import { nameText } from './text.ts';

/**
 * What a pin's web page said about itself (pin-card-and-saving §3 "richMetadata": title,
 * description, article, recipe, products), read by the server from the page's Open Graph tags
 * and JSON-LD when the pin was made from it. Absent parts are null or empty, never made up.
 */
export const RichOffer = z.object({
  /** The amount as the page gave it ("19.99"). */
  price: z.string().nullable(),
  /** ISO 4217 code ("USD"). */
  currency: z.string().nullable(),
  /** schema.org availability without its prefix ("InStock", "OutOfStock"), when given. */
  availability: z.string().nullable(),
});
export type RichOffer = z.infer<typeof RichOffer>;

export const RichProduct = z.object({
  name: z.string(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  offers: z.array(RichOffer),
  /** The product's own image on its page (spec "canonicalImage"). */
  canonicalImage: z.string().nullable(),
});
export type RichProduct = z.infer<typeof RichProduct>;

export const RichRecipe = z.object({
  name: z.string(),
  /** ISO 8601 durations as the page gave them ("PT1H30M"). */
  cookTime: z.string().nullable(),
  prepTime: z.string().nullable(),
  totalTime: z.string().nullable(),
  /** The time a person reads on the card ("1 hr 30 min"): the total, else cook plus prep. */
  displayCookTime: z.string().nullable(),
  recipeYield: z.string().nullable(),
  ingredients: z.array(z.string()),
  /** True when the data was gathered from several pins; a page's own data is not. */
  fromAggregatedData: z.boolean(),
});
export type RichRecipe = z.infer<typeof RichRecipe>;

export const RichArticle = z.object({
  headline: z.string(),
  author: z.string().nullable(),
  publishedTime: z.string().nullable(),
});

export const RichMetadata = z.object({
  /** The page's own address (its canonical URL when it names one). */
  url: z.string(),
  /**
   * The page's mobile (AMP) version, when it names one with `<link rel=amphtml>`: the pin's
   * mobileLink. Absent on pages without one and on pins read before Tack kept it.
   */
  ampUrl: z.string().optional(),
  siteName: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  article: RichArticle.nullable(),
  recipe: RichRecipe.nullable(),
  products: z.array(RichProduct),
});
export type RichMetadata = z.infer<typeof RichMetadata>;

/** A web address a person pastes: a full http(s) URL. */
export const WebAddress = (what: string) =>
  nameText(`${what} can't contain invisible or control characters`)
    .max(2048, `${what} must be at most 2048 characters`)
    .url(`${what} must be a full address (https://…)`)
    .refine((u) => /^https?:\/\//i.test(u), `${what} must start with http:// or https://`);

/** Read a web page to make a pin from it (the pin builder's "from a URL"). */
export const PagePreviewOptions = z.object({ url: WebAddress('The page address') }).strict();

/** An image of the page a pin can be made from: at least 200 px each way. */
export const PageImage = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().nullable(),
  /** A small JPEG of it as a data URL, so the builder shows it without loading the outside page. */
  thumbnail: z.string(),
});
export type PageImage = z.infer<typeof PageImage>;
