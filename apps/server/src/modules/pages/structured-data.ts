import type { RichOffer } from '@tack/contract';
import {
  firstOfType,
  ldImages,
  ldNodes,
  ldNumber,
  ldText,
  ldTexts,
  typesOf,
  type LdNode,
} from './json-ld.ts';

export interface PageRating {
  ratingValue: number;
  bestRating: number;
  reviewCount: number;
  ratingCount?: number;
}

export interface PageVariant {
  itemId: string;
  name: string;
  dimensions: Record<string, string>;
}

export interface PageProduct {
  name: string;
  brand: string | null;
  sku: string | null;
  /** A ProductGroup's id, or the group a product says it belongs to. */
  groupId: string | null;
  /** A ProductGroup's properties its variants differ by, and the variants. */
  variesBy: string[];
  variants: PageVariant[];
  offers: RichOffer[];
  /** The price before a sale (a StrikethroughPrice or ListPrice specification). */
  standardPrice: string | null;
  /** An AggregateOffer's range, when the page gives one instead of a single price. */
  priceRange: { min: string; max: string; currency: string | null } | null;
  image: string | null;
  rating: PageRating | null;
}

export interface PageRecipe {
  name: string;
  cookTime: string | null;
  prepTime: string | null;
  totalTime: string | null;
  recipeYield: string | null;
  ingredients: string[];
  image: string | null;
  rating: PageRating | null;
}

export interface PageArticle {
  headline: string;
  author: string | null;
  publishedTime: string | null;
}

const MAX_INGREDIENTS = 100;

const imageOf = (node: LdNode, base: URL): string | null => {
  const first = ldImages(node.image)[0];
  if (!first) return null;
  try {
    return new URL(first.url, base).href;
  } catch {
    return null;
  }
};

/** "https://schema.org/InStock" and "InStock" are the same availability. */
const availabilityOf = (v: unknown) => ldText(v)?.replace(/^.*[/:#]/, '') ?? null;

/** A rating the card can draw: a value, out of `bestRating` (5 when unsaid), with a count. */
function ratingOf(v: unknown): PageRating | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as LdNode;
  const ratingValue = ldNumber(r.ratingValue);
  if (ratingValue === null || ratingValue < 0) return null;
  const bestRating = ldNumber(r.bestRating) ?? 5;
  const ratings = ldNumber(r.ratingCount);
  const count = ldNumber(r.reviewCount) ?? ratings ?? 0;
  if (bestRating <= 0 || ratingValue > bestRating) return null;
  return {
    ratingValue,
    bestRating,
    reviewCount: Math.max(0, Math.round(count)),
    ...(ratings !== null && ratings >= 0 ? { ratingCount: Math.round(ratings) } : {}),
  };
}

const MAX_VARIANTS = 50;

/** "https://schema.org/color" and "color" name the same dimension. */
const propertyName = (v: unknown) => ldText(v)?.replace(/^.*[/:#]/, '') ?? null;

/** A ProductGroup's variants: each one's id, name and its value for each varied property. */
function variantsOf(node: LdNode, variesBy: string[]): PageVariant[] {
  const variants: PageVariant[] = [];
  for (const v of ldNodes(node.hasVariant)) {
    const itemId = ldText(v.sku) ?? ldText(v.productID) ?? ldText(v.gtin13);
    const name = ldText(v.name);
    if (!itemId || !name) continue;
    const dimensions: Record<string, string> = {};
    for (const d of variesBy) {
      const value = ldText(v[d]);
      if (value) dimensions[d] = value;
    }
    variants.push({ itemId, name, dimensions });
    if (variants.length === MAX_VARIANTS) break;
  }
  return variants;
}

/** The list price in an offer's price specifications, when the offer is on sale. */
function standardPriceOf(o: LdNode): string | null {
  const list = ldNodes(o.priceSpecification).find((p) =>
    /(StrikethroughPrice|ListPrice|MSRP)$/.test(ldText(p.priceType) ?? ''),
  );
  return list ? ldText(list.price) : null;
}

function offerOf(o: LdNode): RichOffer {
  const spec = (
    Array.isArray(o.priceSpecification) ? o.priceSpecification[0] : o.priceSpecification
  ) as LdNode | undefined;
  return {
    price: ldText(o.price) ?? ldText(spec?.price),
    currency: ldText(o.priceCurrency) ?? ldText(spec?.priceCurrency),
    availability: availabilityOf(o.availability),
  };
}

/** The group a single product says it is a variant of, by id or by its parent's id. */
function groupOf(node: LdNode): string | null {
  const parent = node.isVariantOf;
  const parentId =
    parent && typeof parent === 'object' ? ldText((parent as LdNode).productGroupID) : null;
  return ldText(node.inProductGroupWithID) ?? parentId;
}

/** A JSON-LD Product with its Offers (or AggregateOffer), brand, image and rating. */
export function readProduct(nodes: LdNode[], base: URL): PageProduct | null {
  const node = firstOfType(nodes, 'Product', 'ProductGroup', 'IndividualProduct');
  const name = node ? ldText(node.name) : null;
  if (!node || !name) return null;
  const offers: RichOffer[] = [];
  let priceRange: PageProduct['priceRange'] = null;
  let standardPrice: string | null = null;
  for (const o of ldNodes(node.offers)) {
    standardPrice ??= standardPriceOf(o);
    if (typesOf(o).includes('AggregateOffer')) {
      const min = ldText(o.lowPrice);
      const max = ldText(o.highPrice);
      if (min && max && min !== max) priceRange = { min, max, currency: ldText(o.priceCurrency) };
      const inner = Array.isArray(o.offers) ? (o.offers as LdNode[]) : [];
      offers.push(...inner.filter((x) => x && typeof x === 'object').map(offerOf));
      if (!inner.length)
        offers.push({ ...offerOf(o), price: ldText(o.lowPrice) ?? ldText(o.price) });
    } else offers.push(offerOf(o));
  }
  const isGroup = typesOf(node).includes('ProductGroup');
  const variesBy = isGroup
    ? ldTexts(node.variesBy)
        .map(propertyName)
        .filter((d): d is string => !!d)
        .slice(0, 5)
    : [];
  return {
    name,
    brand: ldText(node.brand) ?? ldText(node.manufacturer),
    sku: ldText(node.sku) ?? ldText(node.gtin13) ?? ldText(node.mpn),
    groupId: isGroup ? ldText(node.productGroupID) : groupOf(node),
    variesBy,
    variants: isGroup ? variantsOf(node, variesBy) : [],
    offers: offers.slice(0, 20),
    standardPrice,
    priceRange,
    image: imageOf(node, base),
    rating: ratingOf(node.aggregateRating),
  };
}

/** Open Graph product tags (`product:price:amount`...), for pages without JSON-LD. */
export function readOgProduct(
  meta: (...names: string[]) => string | null,
  title: string | null,
): PageProduct | null {
  const price = meta('product:price:amount', 'og:price:amount', 'product:sale_price:amount');
  const isProduct = /product/i.test(meta('og:type') ?? '');
  if (!title || (!price && !isProduct)) return null;
  return {
    name: title,
    brand: meta('product:brand', 'og:brand'),
    sku: meta('product:retailer_item_id'),
    groupId: meta('product:item_group_id'),
    variesBy: [],
    variants: [],
    standardPrice: meta('product:original_price:amount'),
    offers: price
      ? [
          {
            price,
            currency: meta('product:price:currency', 'og:price:currency'),
            availability: availabilityOf(meta('product:availability', 'og:availability')),
          },
        ]
      : [],
    priceRange: null,
    image: null,
    rating: null,
  };
}

/** A JSON-LD Recipe: times as ISO 8601 durations, yield, ingredients, image and rating. */
export function readRecipe(nodes: LdNode[], base: URL): PageRecipe | null {
  const node = firstOfType(nodes, 'Recipe');
  const name = node ? ldText(node.name) : null;
  if (!node || !name) return null;
  return {
    name,
    cookTime: ldText(node.cookTime),
    prepTime: ldText(node.prepTime),
    totalTime: ldText(node.totalTime),
    recipeYield: ldText(node.recipeYield),
    ingredients: ldTexts(node.recipeIngredient ?? node.ingredients).slice(0, MAX_INGREDIENTS),
    image: imageOf(node, base),
    rating: ratingOf(node.aggregateRating),
  };
}

/** A JSON-LD Article (news, blog post): headline, author, date. */
export function readArticle(nodes: LdNode[]): PageArticle | null {
  const node = firstOfType(nodes, 'Article', 'NewsArticle', 'BlogPosting', 'Report');
  const headline = node ? (ldText(node.headline) ?? ldText(node.name)) : null;
  if (!node || !headline) return null;
  return {
    headline,
    author: ldText(node.author),
    publishedTime: ldText(node.datePublished),
  };
}
