import { CreatorAnalytics } from './pin-stats.ts';
import { z } from 'zod';
import { longText, lookupText, nameText } from './text.ts';
import { Bookmark, Id, PageSize, StrictBoolean } from './common.ts';
import { HexColor, ImageVariant, Images } from './image.ts';
import { BadgedUser, UserSummary } from './user.ts';
import { BoardSummary } from './board.ts';
import { PageImage, RichMetadata, WebAddress } from './pin-source.ts';
import { ProductOptions } from './product.ts';
import { PIN_METHODS } from './constants.ts';
import { EventContext, TrackingParams, tracking } from './call-options.ts';
import { PinDebug } from './debug.ts';

/** Reactions (spec §3): goodIdea 7, love 1, thanks 13, wow 11, haha 5. */
export const REACTION_TYPES = { goodIdea: 7, love: 1, thanks: 13, wow: 11, haha: 5 } as const;
export const ReactionType = z.union(
  [z.literal(7), z.literal(1), z.literal(13), z.literal(11), z.literal(5)],
  { error: 'reaction_type must be 7 (good idea), 1 (love), 13 (thanks), 11 (wow) or 5 (haha)' },
);
export type ReactionType = z.infer<typeof ReactionType>;

export const ReactionCounts = z.array(
  z.object({ reactionType: ReactionType, reactionCount: z.number().int() }),
);

export const AggregateRating = z.object({
  ratingValue: z.number().min(0),
  bestRating: z.number().positive().default(5),
  reviewCount: z.number().int().min(0),
  /** How many people rated it, when the page says so apart from its reviews. */
  ratingCount: z.number().int().min(0).optional(),
});

/**
 * A product's variants (spec variantSet): the dimensions they differ by ("color", "size") with
 * the values seen, and each variant's item id and values. Only from a page's ProductGroup.
 */
export const VariantSet = z.object({
  dimensionMetadata: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      dimensions: z.record(z.string(), z.string()),
    }),
  ),
});
export type VariantSet = z.infer<typeof VariantSet>;

export const OfferSummary = z.object({
  price: z.string().nullable(),
  standardPrice: z.string().nullable(),
  minPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  currency: z.string(),
  inStock: z.boolean(),
  /**
   * schema.org availability without its prefix ("InStock", "PreOrder"), when the pin's maker gave
   * it (a product pin made in the builder); a page's offers keep theirs in richMetadata.
   */
  availability: z.string().optional(),
});

/** Rich data for product and recipe pins (spec §3 "richSummary"). */
export const RichSummary = z.discriminatedUnion('typeName', [
  z.object({
    typeName: z.literal('product'),
    displayName: z.string(),
    siteName: z.string(),
    /** The page the product is sold on, when the pin was read from one. */
    url: z.string().optional(),
    aggregateRating: AggregateRating.nullable(),
    products: z.array(
      z.object({
        name: z.string(),
        brand: z.string(),
        /** The shop's own id for the item (its SKU, GTIN or MPN), when the page gives one. */
        itemId: z.string().optional(),
        /** The id of the group the item is a variant of (schema.org productGroupID). */
        itemSetId: z.string().optional(),
        offerSummary: OfferSummary,
        variantSet: VariantSet.optional(),
      }),
    ),
  }),
  z.object({
    typeName: z.literal('recipe'),
    displayName: z.string(),
    siteName: z.string(),
    url: z.string().optional(),
    displayCookTime: z.string(),
    aggregateRating: AggregateRating.nullable(),
  }),
]);
export type RichSummary = z.infer<typeof RichSummary>;

export const CarouselSlot = z.object({
  slotId: z.string(),
  title: z.string(),
  details: z.string(),
  link: z.string().nullable(),
  imageSignature: z.string(),
  dominantColor: HexColor,
  images: Images,
});

/**
 * A carousel pin's slides (spec carouselData). `carouselId` is its `entityId` by another name
 * (PC §3 "entityId (also carouselId)"; MC §3's drawer reads it). Slides carry no product item
 * id (spec slots' `itemId`): Tack's carousels are pictures with text and links, not products.
 */
export const CarouselData = z.object({
  entityId: z.string(),
  carouselId: z.string(),
  index: z.number().int().min(0),
  slots: z.array(CarouselSlot).min(2),
});
export type CarouselData = z.infer<typeof CarouselData>;

/** A pin's video (spec "videos"): plays on hover in grids; `duration` in ms. */
export const VideoFormat = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail: z.string(),
});
/**
 * `videoList` (spec: formats vHLSV4, vHLSV3MOBILE, v720P): `v720P` is an MP4 (a WebM for the
 * demo's generated videos), `vHLSV4` an HLS master playlist (720p and mobile variants) and
 * `vHLSV3MOBILE` the mobile variant's playlist alone. Uploaded videos have all three.
 */
export const Videos = z.object({
  entityId: z.string(),
  duration: z.number().int(),
  videoList: z.object({
    v720P: VideoFormat,
    vHLSV4: VideoFormat.optional(),
    vHLSV3MOBILE: VideoFormat.optional(),
  }),
});
export type Videos = z.infer<typeof Videos>;
/** An embedded animation (spec attribution.embed; gif is the one type served). */
export const Embed = z.object({
  type: z.literal('gif'),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/**
 * A block of an idea pin's page (spec "pages with blocks"): its picture, or its text. Video
 * blocks come with video pages (not made yet).
 */
export const StoryBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), images: Images, dominantColor: HexColor }),
  z.object({ type: z.literal('video'), video: Videos }),
  z.object({ type: z.literal('text'), text: z.string() }),
]);
/**
 * Story pin pages (spec storyPinData): each page an image or a video (its poster in `images`)
 * with its text.
 */
export const StoryPinData = z.object({
  pages: z.array(
    z.object({
      images: Images,
      dominantColor: HexColor,
      text: z.string(),
      video: Videos.optional(),
      blocks: z.array(StoryBlock),
    }),
  ),
  /** Whether any page sells something (spec hasProductPins, hasAffiliateProducts): never yet. */
  hasProductPins: z.boolean().optional(),
  staticPageCount: z.number().int(),
  totalVideoDuration: z.number().int(),
  metadata: z.object({ pinTitle: z.string() }),
  /** A save whose original idea pin was deleted by its creator: the pages are the save's copy. */
  isDeleted: z.boolean(),
});

/** Interests a pin is annotated with (spec pinJoin): names, and links to their idea pages. */
export const PinJoin = z.object({
  visualAnnotation: z.array(z.string()),
  annotationsWithLinksArray: z.array(z.object({ id: Id, name: z.string(), url: z.string() })),
  /**
   * Shopping searches for what a product pin shows (spec shoppingKlpUrls): a buyable-pins search
   * per annotation; empty for pins that are not products.
   */
  shoppingKlpUrls: z.array(z.string()),
});

/**
 * Why the home feed shows a pin (spec recommendationReason): a followed board, user or interest,
 * or popular with everyone. `label` names the followed source for the card.
 */
export const RecommendationReason = z.object({
  // saved_interest: a topic of the viewer's recent saves (only with personalization consent,
  // or for promoted pins marketing consent: docs/privacy.md). use_case: an interest the
  // viewer's onboarding answer "what brings you to Tack" brings while they follow none.
  reason: z.enum([
    'followed_board',
    'followed_user',
    'followed_interest',
    'use_case',
    'saved_interest',
    'popular',
    // A campaign's audience took the viewer (a promoted pin, issue 14).
    'promoted',
  ]),
  reasonId: Id.nullable(),
  board: BoardSummary.nullable(),
  label: z.string().nullable(),
});
export type RecommendationReason = z.infer<typeof RecommendationReason>;

/**
 * Sponsored content (spec §3 sponsorship, §4 "Sponsorship"): `status` as the sponsor program
 * sets it (2: rejected, requested or unaffiliated, shows no label; 0, 2 and 3 carry no sponsor
 * name), the creator who made it and the brand that paid.
 */
export const Sponsorship = z.object({
  status: z.number().int().min(0),
  creatorName: z.string().nullable(),
  sponsorName: z.string().nullable(),
});
export type Sponsorship = z.infer<typeof Sponsorship>;

/** One item of a collection pin (spec collectionPin.itemData): its pin, its link, a 236x image. */
export const CollectionItem = z.object({
  pinId: Id.nullable(),
  link: z.string().nullable(),
  image: ImageVariant,
  dominantColor: HexColor,
});
export type CollectionItem = z.infer<typeof CollectionItem>;

/**
 * Search-engine text (spec seoTitle, seoDescription, seoNoindexReason): a sensitive noindex
 * reason switches the card to the SEO title and description.
 */
export const PinSeo = z.object({
  title: z.string(),
  description: z.string(),
  noindexReason: z.string().nullable(),
});

/**
 * The pin's link's website (spec linkDomain). `officialUser`: the account that verified the site
 * (a DNS TXT record, a meta tag, or an operator), when one did; `isPrimaryWebsiteVerified` when it
 * is also the website on their profile.
 */
export const LinkDomain = z.object({
  domain: z.string(),
  officialUser: z
    .object({ id: Id, username: z.string(), isPrimaryWebsiteVerified: z.boolean() })
    .optional(),
});

/** One product of a product pin (spec productPinData), from its page's offers. */
export const ProductPinItem = z.object({
  name: z.string(),
  brand: z.string().nullable(),
  /** The shop's id for it (its SKU). */
  itemId: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  availability: z.string().nullable(),
  inStock: z.boolean(),
  /** The product page. */
  url: z.string().nullable(),
});

/**
 * Shopping flags (spec §3 "shoppingFlags"): 1 available to buy, 2 shop-the-look, 5 product pin,
 * 6 rich product pin, 10 organic carousel. Tack sets 1, 5, 6 and 10 from a pin's data; it has no
 * shop-the-look pins, so never 2.
 */
export const SHOPPING_FLAGS = {
  available: 1,
  shopTheLook: 2,
  productPinV2: 5,
  richProductPin: 6,
  organicCarousel: 10,
} as const;

/** The pin card's data (pin-card-and-saving.md §3 "Pin"), the subset the product serves today. */
export const Pin = z.object({
  id: Id,
  /** The same id (spec entityId). */
  entityId: Id,
  title: z.string(),
  /** The title a grid shows: the pin's own, else its page's, else the idea pin's (may be ''). */
  gridTitle: z.string(),
  description: z.string(),
  /**
   * The description as HTML (spec descriptionHtml): the text escaped, its line breaks as `<br>`;
   * never markup a pinner wrote, so it is safe to render as it is.
   */
  descriptionHtml: z.string(),
  /** The description the closeup shows: the pin's own (spec closeupDescription). */
  closeupDescription: z.string(),
  /**
   * One description for the closeup (spec closeupUnifiedDescription): the pin's own, else what
   * its page said, else the idea pin's first page text, else the pinner's note (unifiedUserNote).
   */
  closeupUnifiedDescription: z.string(),
  /**
   * What the pinner wrote about it (spec unifiedUserNote): their description, else, for a save
   * with none, the original's; '' when nobody wrote anything.
   */
  unifiedUserNote: z.string(),
  /** The pin's page on this site (spec seoUrl): `/pin/{id}/`. */
  seoUrl: z.string(),
  link: z.string().nullable(),
  /**
   * The link a click follows (spec trackedLink): Tack adds no tracking to outgoing links, so it
   * is the link itself; absent without a link.
   */
  trackedLink: z.string().optional(),
  /** A mobile version of the link (spec mobileLink), when its page named one (amphtml). */
  mobileLink: z.string().optional(),
  domain: z.string().nullable(),
  linkDomain: LinkDomain.optional(),
  altText: z.string().nullable(),
  imageSignature: z.string(),
  dominantColor: HexColor,
  width: z.number().int(),
  height: z.number().int(),
  images: Images,
  /** The uploaded picture as it came (spec origImageUrl): `images.orig.url`. */
  origImageUrl: z.string(),
  pinner: BadgedUser,
  /**
   * Who made the picture (spec nativeCreator): the original's pinner when it was uploaded to
   * Tack (not read from a web page); absent for pins from the web and saves of deleted ones.
   */
  nativeCreator: BadgedUser.optional(),
  /** A save's original pinner (spec originPinner); absent for originals. */
  originPinner: UserSummary.optional(),
  /** Whose pin this was saved from (spec viaPinner), when that was not the original's pinner. */
  viaPinner: UserSummary.optional(),
  board: BoardSummary.nullable(),
  /** The board the pin is on (spec pinnedToBoard): the same board as `board`. */
  pinnedToBoard: BoardSummary.nullable(),
  sectionId: Id.nullable(),
  richSummary: RichSummary.nullable(),
  /** What the pin's web page said about itself (spec §3 richMetadata), when made from a page. */
  richMetadata: RichMetadata.nullable(),
  carouselData: CarouselData.nullable(),
  videos: Videos.nullable(),
  /**
   * A video pin's state (spec videoStatus): `processing` while its upload is transcoded and
   * `failed` when it could not be (both seen by its pinner only), `ready` once it plays.
   */
  videoStatus: z.enum(['processing', 'ready', 'failed']).optional(),
  embed: Embed.nullable(),
  storyPinData: StoryPinData.nullable(),
  /** The idea pin's story id (spec storyPinDataId): the pin's own id; absent for other pins. */
  storyPinDataId: Id.optional(),
  /** Product details (spec productPinData), for pins made from a product page. */
  productPinData: z.object({ items: z.array(ProductPinItem).min(1) }).optional(),
  /** See SHOPPING_FLAGS. */
  shoppingFlags: z.array(z.number().int()),
  /** A product pin with a product page to show (spec isEligibleForPdp). */
  isEligibleForPdp: z.boolean(),
  /** Opens a closeup on the web (spec isEligibleForWebCloseup): every pin but another network's ad. */
  isEligibleForWebCloseup: z.boolean(),
  /** A product one can buy: a price, at least one offer in stock (spec isShoppable). */
  isShoppable: z.boolean(),
  /** A product whose every offer is out of stock (spec isOosProduct). */
  isOosProduct: z.boolean(),
  /** A product whose page was read more than 30 days ago: its price may be old (isStaleProduct). */
  isStaleProduct: z.boolean(),
  /** A pin without a link to follow (spec isGoLinkless). */
  isGoLinkless: z.boolean(),
  /** Opens in a stream of pages rather than a closeup (spec shouldOpenInStream): idea pins. */
  shouldOpenInStream: z.boolean(),
  isPromoted: z.boolean(),
  promoterName: z.string().nullable(),
  /**
   * An ad's campaign (spec campaignId), sent with its attribution calls (§7): the campaign that
   * delivered it (business access), or the one stored on a seeded ad; null otherwise.
   */
  campaignId: Id.nullable(),
  /** An ad's extra data (spec adData), on promoted pins only; of its fields, Tack keeps one. */
  adData: z.object({ isWeightLossAd: z.boolean() }).nullable(),
  /**
   * The promotion that put this pin in a feed (spec pinPromotionId, advertiserId): set on pins a
   * campaign delivers, absent elsewhere.
   */
  pinPromotionId: Id.optional(),
  advertiserId: Id.optional(),
  /** The viewer's (acting) business profile may promote it: its own original, not promoted yet. */
  isQuickPromotable: z.boolean(),
  /** A promoted pin its viewer may take out of the feed (their own campaign's): no save button. */
  promotedIsRemovable: z.boolean(),
  /** A save of a promoted pin: reactions stay hidden on it too (spec §5). */
  isDownstreamPromotion: z.boolean(),
  /** An ad from another network: labelled "Ad" (spec §2 labels). */
  isThirdPartyAd: z.boolean(),
  sponsorship: Sponsorship.nullable(),
  /** Second-hand goods: labelled "Pre-owned". */
  isEligibleForPreLovedGoodsLabel: z.boolean(),
  /** Machine-written alt text (spec autoAltText): "This may contain: ..." when no human text. */
  autoAltText: z.string().nullable(),
  seo: PinSeo.nullable(),
  /** A collection pin's items (spec collectionPin); chips show with at least 3, the first 3. */
  collectionPin: z.object({ itemData: z.array(CollectionItem) }).nullable(),
  isRepin: z.boolean(),
  originPinId: Id.nullable(),
  favoriteUserCount: z.number().int(),
  favoritedByMe: z.boolean(),
  /** How often the pin was sent to someone (spec shareCount), when Tack records sends. */
  shareCount: z.number().int().optional(),
  /** Counts over the pin and every save of it (spec aggregatedPinData). */
  aggregatedPinData: z.object({
    aggregatedStats: z.object({ saves: z.number().int() }),
    /** The last 30 days' figures, on the viewer's own pins only (the card's stats button). */
    creatorAnalytics: CreatorAnalytics.optional(),
  }),
  /** The saver's own note on this pin (spec "pinNote"). */
  pinNote: z.string(),
  /** Counts per reaction type (spec reactionCountsData) and the viewer's own reaction. */
  reactionCountsData: ReactionCounts,
  myReaction: ReactionType.nullable(),
  /** The viewer's latest save of this pin (or of its original), so the card knows it is saved. */
  viewerSave: z.object({ id: Id, board: BoardSummary }).nullable(),
  /** The viewer's rights on this pin (spec "access"): `write` when they may edit it. */
  access: z.array(z.enum(['write'])),
  /** The pin sits on a board the viewer owns or may edit (hides the overflow menu, spec §6). */
  isInEditableBoard: z.boolean(),
  saveCount: z.number().int(),
  pinJoin: PinJoin,
  /** Set on the home feed only. */
  recommendationReason: RecommendationReason.nullable(),
  createdAt: z.string(),
  /** Employees asking with `deb_` only (PC §2): on the home feed, where the pin came from. */
  debug: PinDebug.optional(),
});
export type Pin = z.infer<typeof Pin>;

export const PinGetOptions = z.object({ id: Id }).strict();

export const Link = nameText("Links can't contain invisible or control characters")
  .max(2048)
  .url('Link must be a full URL')
  .refine((u) => /^https?:\/\//i.test(u), 'Link must start with http:// or https://');

/** A pin's link as forms send it: a full http(s) URL, or empty or null for no link. */
export const OptionalLink = z
  .union([z.literal('').transform(() => null), Link])
  .nullable()
  .optional();

/** Largest `image_base64` accepted by the schema; the server then holds it to UPLOAD_MAX_BYTES. */
export const MAX_IMAGE_BASE64_CHARS = 64 * 1024 * 1024;

/**
 * Create a pin (messaging-consent-routes §7 "POST PinResource"): on `board_id` (and `section`),
 * with its image as exactly one of an upload's `image_signature`, an `image_url` the server
 * fetches, or the bytes as `image_base64` (a data URL or bare base64). `method` says how it was
 * made (a `button` without a `guid` is recorded as `button_external`); a pin made from a page
 * (`scraped`, a button, the bookmarklet or an extension) keeps its `link` as its source page and
 * that page's product, recipe and article data.
 */
export const PinCreateOptions = z
  .object({
    board_id: Id,
    section: Id.nullable().optional(),
    image_signature: z
      .string()
      .regex(/^[0-9a-f]{32,64}$/, 'Upload an image first')
      .optional(),
    image_url: WebAddress('The image address').optional(),
    image_base64: z
      .string()
      .min(1, 'The image is empty')
      .max(MAX_IMAGE_BASE64_CHARS, 'That image is too large')
      .optional(),
    method: z.enum(PIN_METHODS).optional(),
    guid: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'guid must be letters, digits and dashes (at most 64)')
      .optional(),
    title: longText({ multiline: false })
      .max(100, 'Title must be at most 100 characters')
      .default(''),
    description: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .default(''),
    link: OptionalLink,
    alt_text: longText({ multiline: true })
      .max(500, 'Alt text must be at most 500 characters')
      .nullable()
      .optional(),
    /** An uploaded video (`POST /v3/media/videos/`): the pin shows it, its poster as image. */
    video_id: Id.optional(),
    /** Marks the pin as a product with its price, currency, availability and merchant. */
    product: ProductOptions.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    const given = IMAGE_SOURCES.filter((k) => o[k] !== undefined);
    if (given.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['image_signature'],
        message: 'Upload an image or a video first, or give its image_url or image_base64',
      });
    for (const k of given.slice(1))
      ctx.addIssue({
        code: 'custom',
        path: [k],
        message:
          'Give the picture one way only: image_signature, image_url, image_base64 or video_id',
      });
  });

const IMAGE_SOURCES = ['image_signature', 'image_url', 'image_base64', 'video_id'] as const;

/**
 * One slide of a new carousel pin (made through the v5 API): its picture by address, its own
 * title, words and link, held to a pin's limits.
 */
export const CarouselSlideOptions = z
  .object({
    image_url: WebAddress('The image address'),
    title: longText({ multiline: false })
      .max(100, 'Title must be at most 100 characters')
      .default(''),
    details: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .default(''),
    link: OptionalLink,
  })
  .strict();

/**
 * A web page read for a pin: its text, the images a pin can be made from (largest first), and
 * the rich data the pin will keep.
 */
export const PagePreview = z.object({
  /** The address read, after redirects; the pin's link. */
  url: z.string(),
  title: z.string(),
  description: z.string(),
  siteName: z.string().nullable(),
  images: z.array(PageImage),
  richSummary: RichSummary.nullable(),
  richMetadata: RichMetadata,
});
export type PagePreview = z.infer<typeof PagePreview>;

/**
 * Delete a pin (MC §7 "DELETE PinResource with id and client_tracking_params"); a saved pin is
 * deleted the same way (PC §7 "delete saved pin": its id, and `board_id` when the client names
 * the board it is on: a pin on another board answers 404). `client_tracking_params` is checked
 * and not kept: §7 names no event for a delete.
 */
export const PinDeleteOptions = z.object({ id: Id, board_id: Id.optional(), ...tracking }).strict();

/**
 * Edit a pin the viewer may edit: its title, description, link, alt text and note, and move it to
 * another board (one the viewer may add to) or section. Omitted fields stay as they are; moving
 * to another board without a section leaves it in no section.
 */
export const PinUpdateOptions = z
  .object({
    id: Id,
    board_id: Id.optional(),
    section_id: Id.nullable().optional(),
    title: longText({ multiline: false })
      .max(100, 'Title must be at most 100 characters')
      .optional(),
    description: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .optional(),
    note: longText({ multiline: true }).max(500, 'Note must be at most 500 characters').optional(),
    link: OptionalLink,
    alt_text: longText({ multiline: true })
      .max(500, 'Alt text must be at most 500 characters')
      .nullable()
      .optional(),
  })
  .strict();

export const ReactionOptions = z.object({ pin_id: Id, reaction_type: ReactionType }).strict();
export const ReactionDeleteOptions = z.object({ pin_id: Id }).strict();
export const ReactionResult = z.object({
  pinId: Id,
  myReaction: ReactionType.nullable(),
  reactionCountsData: ReactionCounts,
});

/**
 * Save a pin (PC §7 "RepinResource create"): `user_id` is the saver, the viewer's own id (403
 * otherwise); `clientTrackingParams` (or `client_tracking_params`) and `eventContext` are kept
 * with the save's event (call-options.ts).
 */
export const RepinCreateOptions = z
  .object({
    pin_id: Id,
    board_id: Id.nullable().optional(),
    section: Id.nullable().optional(),
    description: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .optional(),
    user_id: Id.optional(),
    clientTrackingParams: TrackingParams.optional(),
    ...tracking,
    eventContext: EventContext.optional(),
    /**
     * PC §7 "flag to disable event log info": the save is still logged (its event is what pin
     * statistics count), but without the client's tracking params and event context.
     */
    disable_event_log_info: StrictBoolean.optional(),
  })
  .strict();

/** The answer to a save (spec §3 "Repin response"). */
export const RepinResult = z.object({ id: Id, board: BoardSummary });
export type RepinResult = z.infer<typeof RepinResult>;

export const FeedOptions = z
  .object({ page_size: PageSize, bookmark: Bookmark.optional() })
  .strict();
export const BoardFeedOptions = FeedOptions.extend({
  board_id: Id,
  section_id: Id.optional(),
}).strict();
export const RelatedPinsOptions = FeedOptions.extend({ pin_id: Id }).strict();
export const UserFeedOptions = FeedOptions.extend({
  username: lookupText().min(1).max(30),
}).strict();
/** Saved pins, with the own-profile pin filters (spec §3 "self-profile pin filter"). */
export const SavedFeedOptions = UserFeedOptions.extend({
  filter: z
    .enum(['none', 'created_by_me', 'favorited', 'favorited_and_created_by_me'])
    .default('none'),
}).strict();
