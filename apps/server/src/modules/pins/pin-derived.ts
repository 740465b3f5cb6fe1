import escapeHtml from 'escape-html';
import { SHOPPING_FLAGS, type Pin } from '@tack/contract';
import { gridTitle } from '@tack/contract/pin-text';

/** What the derived fields are computed from: the pin's own stored data, already mapped. */
export type DerivedFrom = Pick<
  Pin,
  | 'id'
  | 'title'
  | 'description'
  | 'link'
  | 'domain'
  | 'images'
  | 'board'
  | 'richSummary'
  | 'richMetadata'
  | 'carouselData'
  | 'storyPinData'
  | 'isPromoted'
  | 'isThirdPartyAd'
> & {
  /** When the pin was made: a product read from its page then is stale after 30 days. */
  createdAt: string;
  /** The page the pin was made from, when it was made from one. */
  sourceUrl: string | null;
  /** A save's original's description, while the viewer may see the original; else null. */
  originDescription: string | null;
};

export type DerivedFields = Pick<
  Pin,
  | 'entityId'
  | 'gridTitle'
  | 'descriptionHtml'
  | 'origImageUrl'
  | 'pinnedToBoard'
  | 'closeupDescription'
  | 'closeupUnifiedDescription'
  | 'unifiedUserNote'
  | 'seoUrl'
  | 'trackedLink'
  | 'mobileLink'
  | 'linkDomain'
  | 'productPinData'
  | 'shoppingFlags'
  | 'isEligibleForPdp'
  | 'isEligibleForWebCloseup'
  | 'isShoppable'
  | 'isOosProduct'
  | 'isStaleProduct'
  | 'isGoLinkless'
  | 'shouldOpenInStream'
  | 'storyPinDataId'
>;

/** A product's page price older than this may have changed (isStaleProduct). */
export const STALE_PRODUCT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The product items a pin's page or summary names (productPinData), or none. */
function productItems(p: DerivedFrom): NonNullable<Pin['productPinData']>['items'] {
  if (p.richSummary?.typeName !== 'product') return [];
  const fromPage = p.richMetadata?.products ?? [];
  if (fromPage.length)
    return fromPage.map((product) => {
      const offer = product.offers.find((o) => o.price) ?? product.offers[0] ?? null;
      const availability = offer?.availability ?? null;
      return {
        name: product.name,
        brand: product.brand,
        itemId: product.sku,
        price: offer?.price ?? null,
        currency: offer?.currency ?? null,
        availability,
        inStock:
          availability === null || !/^(OutOfStock|SoldOut|Discontinued)$/i.test(availability),
        url: p.richMetadata?.url ?? p.link,
      };
    });
  // A product described without its page (made by hand or by the demo): its summary's offer.
  return p.richSummary.products.map((product) => ({
    name: product.name,
    brand: product.brand || null,
    itemId: product.itemId ?? null,
    price: product.offerSummary.price,
    currency: product.offerSummary.currency || null,
    availability: product.offerSummary.availability ?? null,
    inStock: product.offerSummary.inStock,
    url: p.link,
  }));
}

/** The first of `texts` that says something, trimmed; '' when none does. */
const firstText = (...texts: (string | null | undefined)[]) =>
  texts.find((t) => t?.trim())?.trim() ?? '';

/**
 * Fields of §3 "Pin" that follow from a pin's own data, computed and never stored, so they can't
 * disagree with it. Each is documented on the contract's Pin.
 */
export function derivedPinFields(p: DerivedFrom, now = Date.now()): DerivedFields {
  const summary = p.richSummary;
  const isProduct = summary?.typeName === 'product';
  const offer = isProduct ? summary.products[0]?.offerSummary : undefined;
  const isShoppable = Boolean(offer && offer.price !== null && offer.inStock);
  const items = productItems(p);
  const fromPage = isProduct && p.sourceUrl !== null && (p.richMetadata?.products.length ?? 0) > 0;
  const flags: number[] = [];
  if (isShoppable) flags.push(SHOPPING_FLAGS.available);
  if (isProduct) flags.push(SHOPPING_FLAGS.productPinV2);
  if (fromPage) flags.push(SHOPPING_FLAGS.richProductPin);
  if (p.carouselData && !p.isPromoted) flags.push(SHOPPING_FLAGS.organicCarousel);
  // What people wrote: a save whose own description was emptied falls back to its original's.
  const unifiedUserNote = firstText(p.description, p.originDescription);
  return {
    entityId: p.id,
    // Trimmed and cut at 200 (PC §5), the same rule the card applies to the title it shows.
    gridTitle: gridTitle(
      firstText(
        p.title,
        p.richMetadata?.title,
        summary?.displayName,
        p.storyPinData?.metadata.pinTitle,
      ),
    ),
    descriptionHtml: escapeHtml(p.description).replace(/\r?\n/g, '<br>'),
    origImageUrl: p.images.orig.url,
    pinnedToBoard: p.board,
    closeupDescription: p.description,
    closeupUnifiedDescription:
      firstText(
        p.description,
        p.richMetadata?.description,
        p.storyPinData?.pages.find((page) => page.text.trim())?.text,
      ) || unifiedUserNote,
    unifiedUserNote,
    seoUrl: `/pin/${p.id}/`,
    ...(p.link ? { trackedLink: p.link } : {}),
    // The AMP version its page named when the pin was made from it; not once the link is
    // edited to another page.
    ...(p.link !== null && p.link === p.sourceUrl && p.richMetadata?.ampUrl
      ? { mobileLink: p.richMetadata.ampUrl }
      : {}),
    ...(p.domain ? { linkDomain: { domain: p.domain } } : {}),
    ...(items.length ? { productPinData: { items } } : {}),
    shoppingFlags: flags,
    isEligibleForPdp: isProduct && p.link !== null,
    isEligibleForWebCloseup: !p.isThirdPartyAd,
    isShoppable,
    isOosProduct: Boolean(offer && !offer.inStock),
    isStaleProduct: fromPage && now - Date.parse(p.createdAt) > STALE_PRODUCT_DAYS * DAY_MS,
    isGoLinkless: p.link === null,
    shouldOpenInStream: p.storyPinData !== null,
    ...(p.storyPinData ? { storyPinDataId: p.id } : {}),
  };
}
