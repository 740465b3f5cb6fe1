import type { RichMetadata, RichSummary, VariantSet } from '@tack/contract';
import { parse as parseDuration } from 'tinyduration';
import type { PageMetadata } from './page-metadata.ts';
import type { PageProduct, PageRating, PageRecipe } from './structured-data.ts';

/** Minutes in an ISO 8601 duration ("PT1H30M" -> 90), or null when it is not one. */
export function durationMinutes(iso: string | null): number | null {
  if (!iso) return null;
  try {
    const d = parseDuration(iso.trim());
    if (d.negative || d.years || d.months) return null;
    const minutes =
      (d.weeks ?? 0) * 10080 +
      (d.days ?? 0) * 1440 +
      (d.hours ?? 0) * 60 +
      (d.minutes ?? 0) +
      (d.seconds ?? 0) / 60;
    return minutes > 0 ? Math.round(minutes) : null;
  } catch {
    return null;
  }
}

/** A cook time as the card reads it, in the demo's words: "45 min", "1 hr", "1 hr 30 min". */
export function displayMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

/** The time a recipe takes: its total, else cook plus prep, else whichever it gives. */
export function recipeMinutes(r: Pick<PageRecipe, 'totalTime' | 'cookTime' | 'prepTime'>) {
  const total = durationMinutes(r.totalTime);
  if (total) return total;
  const cook = durationMinutes(r.cookTime) ?? 0;
  const prep = durationMinutes(r.prepTime) ?? 0;
  return cook + prep || null;
}

/** A price in its currency ("19.99" USD -> "$19.99"); the amount as given when it can't be. */
export function formatPrice(amount: string, currency: string | null): string {
  const n = Number(amount.replace(/,/g, ''));
  if (!currency || !Number.isFinite(n)) return amount;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  } catch {
    return `${amount} ${currency}`;
  }
}

const OUT_OF_STOCK = /^(OutOfStock|SoldOut|Discontinued)$/i;

/** Whether an offer can be bought: unsaid counts as available, as shops leave it out. */
export const inStock = (availability: string | null) =>
  !availability || !OUT_OF_STOCK.test(availability);

const cut = (s: string | null, max: number) =>
  s === null ? null : s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;

/** The longest page address a pin keeps, as long as a pin's own link may be. */
const MAX_URL = 2048;

const rating = (r: PageRating | null) => (r ? { ...r } : null);

/** The card's variant set: each varied property with the values its variants take. */
function variantSetOf(p: PageProduct): VariantSet | undefined {
  if (!p.variants.length) return undefined;
  const dimensionMetadata = p.variesBy.map((name) => ({
    name,
    values: [...new Set(p.variants.map((v) => v.dimensions[name]).filter((v) => v !== undefined))],
  }));
  return {
    dimensionMetadata: dimensionMetadata.filter((d) => d.values.length),
    variants: p.variants.map((v) => ({ ...v, name: cut(v.name, 200)! })),
  };
}

function productSummary(p: PageProduct, siteName: string, url: string): RichSummary {
  const offer = p.offers.find((o) => o.price) ?? p.offers[0] ?? null;
  const currency = p.priceRange?.currency ?? offer?.currency ?? null;
  const variantSet = variantSetOf(p);
  return {
    typeName: 'product',
    displayName: cut(p.name, 200)!,
    siteName,
    url,
    aggregateRating: rating(p.rating),
    products: [
      {
        name: cut(p.name, 200)!,
        brand: cut(p.brand, 100) ?? '',
        ...(p.sku ? { itemId: cut(p.sku, 100)! } : {}),
        ...(p.groupId ? { itemSetId: cut(p.groupId, 100)! } : {}),
        ...(variantSet ? { variantSet } : {}),
        offerSummary: {
          price: offer?.price ? formatPrice(offer.price, offer.currency) : null,
          standardPrice: p.standardPrice ? formatPrice(p.standardPrice, currency) : null,
          minPrice: p.priceRange ? formatPrice(p.priceRange.min, currency) : null,
          maxPrice: p.priceRange ? formatPrice(p.priceRange.max, currency) : null,
          currency: currency ?? '',
          inStock: p.offers.length ? p.offers.some((o) => inStock(o.availability)) : true,
        },
      },
    ],
  };
}

/**
 * What a pin keeps from its page: the card's rich summary (a product's price and brand, a
 * recipe's time, with rating and site name) and the page's metadata. A product wins over a
 * recipe on a page with both, as the card has one price row. A recipe with no time has no
 * summary (the card's "Ready in" row would be empty) but keeps its metadata.
 */
export function richDataOf(
  page: PageMetadata,
  pageUrl: string,
): { richSummary: RichSummary | null; richMetadata: RichMetadata } {
  const siteName = page.siteName ?? new URL(pageUrl).hostname.replace(/^www\./, '');
  const url = page.canonicalUrl;
  const minutes = page.recipe ? recipeMinutes(page.recipe) : null;
  let richSummary: RichSummary | null = null;
  if (page.product) richSummary = productSummary(page.product, siteName, url);
  else if (page.recipe && minutes)
    richSummary = {
      typeName: 'recipe',
      displayName: cut(page.recipe.name, 200)!,
      siteName,
      url,
      displayCookTime: displayMinutes(minutes),
      aggregateRating: rating(page.recipe.rating),
    };
  const r = page.recipe;
  return {
    richSummary,
    richMetadata: {
      url,
      // An address is kept whole or not at all: a cut one would lead nowhere.
      ...(page.ampUrl && page.ampUrl.length <= MAX_URL ? { ampUrl: page.ampUrl } : {}),
      siteName: page.siteName,
      title: cut(page.title, 500),
      description: cut(page.description, 2000),
      article: page.article
        ? {
            headline: cut(page.article.headline, 500)!,
            author: cut(page.article.author, 200),
            publishedTime: cut(page.article.publishedTime, 40),
          }
        : null,
      recipe: r
        ? {
            name: cut(r.name, 200)!,
            cookTime: cut(r.cookTime, 40),
            prepTime: cut(r.prepTime, 40),
            totalTime: cut(r.totalTime, 40),
            displayCookTime: minutes ? displayMinutes(minutes) : null,
            recipeYield: cut(r.recipeYield, 100),
            ingredients: r.ingredients.map((i) => cut(i, 300)!),
            fromAggregatedData: false,
          }
        : null,
      products: page.product
        ? [
            {
              name: cut(page.product.name, 200)!,
              brand: cut(page.product.brand, 100),
              sku: cut(page.product.sku, 100),
              offers: page.product.offers.map((o) => ({
                price: cut(o.price, 40),
                currency: cut(o.currency, 10),
                availability: cut(o.availability, 40),
              })),
              canonicalImage: page.product.image,
            },
          ]
        : [],
    },
  };
}
