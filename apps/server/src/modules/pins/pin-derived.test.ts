import { describe, expect, it } from 'vitest';
import type { CarouselData, RichMetadata, RichSummary } from '@tack/contract';
import { derivedPinFields, STALE_PRODUCT_DAYS, type DerivedFrom } from './pin-derived.ts';
import { pinJoinOf } from './pins.present.ts';
import { imageUrls } from '../media/sizes.ts';

const pin = (o: Partial<DerivedFrom> = {}): DerivedFrom => ({
  id: '7',
  title: '',
  description: '',
  link: null,
  domain: null,
  images: imageUrls('cd'.repeat(16), 600, 800),
  board: { id: '3', name: 'Kitchens', url: '/dana/kitchens/' },
  richSummary: null,
  richMetadata: null,
  carouselData: null,
  storyPinData: null,
  isPromoted: false,
  isThirdPartyAd: false,
  createdAt: new Date().toISOString(),
  sourceUrl: null,
  originDescription: null,
  ...o,
});

const PAGE = 'https://shop.example/table';
const metadata = (o: Partial<RichMetadata> = {}): RichMetadata => ({
  url: PAGE,
  siteName: 'Timber',
  title: 'Oak side table | Timber',
  description: 'Solid oak, oiled.',
  article: null,
  recipe: null,
  products: [
    {
      name: 'Oak side table',
      brand: 'Timber',
      sku: 'OAK-42',
      offers: [{ price: '149.00', currency: 'USD', availability: 'InStock' }],
      canonicalImage: null,
    },
  ],
  ...o,
});
const product = (inStock = true, price: string | null = '$149.00'): RichSummary => ({
  typeName: 'product',
  displayName: 'Oak side table',
  siteName: 'Timber',
  aggregateRating: null,
  products: [
    {
      name: 'Oak side table',
      brand: 'Timber',
      offerSummary: {
        price,
        standardPrice: null,
        minPrice: null,
        maxPrice: null,
        currency: 'USD',
        inStock,
      },
    },
  ],
});
/** A product pin made from its page on `createdAt`. */
const fromPage = (o: Partial<DerivedFrom> = {}) =>
  pin({
    link: PAGE,
    sourceUrl: PAGE,
    richSummary: product(),
    richMetadata: metadata(),
    ...o,
  });
const story = (texts: string[], pinTitle = 'Five tiles'): DerivedFrom['storyPinData'] => ({
  pages: texts.map((text) => ({
    images: imageUrls('ef'.repeat(16), 600, 800),
    dominantColor: '#aabbcc',
    text,
    blocks: [],
  })),
  staticPageCount: texts.length,
  totalVideoDuration: 0,
  metadata: { pinTitle },
  isDeleted: false,
});
const carousel: CarouselData = {
  entityId: 'c1',
  carouselId: 'c1',
  index: 0,
  slots: ['a', 'b'].map((slotId) => ({
    slotId,
    title: slotId,
    details: '',
    link: null,
    imageSignature: 'ab'.repeat(16),
    dominantColor: '#112233',
    images: imageUrls('ab'.repeat(16), 600, 600),
  })),
};

describe('fields of PC §3 Pin derived from its own data', () => {
  it('descriptionHtml escapes what the pinner wrote and keeps their line breaks', () => {
    const d = derivedPinFields(pin({ description: 'Tiles & <b>grout</b>\nstep "two"\r\nend' }));
    expect(d.descriptionHtml).toBe(
      'Tiles &amp; &lt;b&gt;grout&lt;/b&gt;<br>step &quot;two&quot;<br>end',
    );
    expect(derivedPinFields(pin()).descriptionHtml).toBe('');
  });

  it('origImageUrl is the original picture and pinnedToBoard the board it is on', () => {
    const p = pin();
    const d = derivedPinFields(p);
    expect(d.origImageUrl).toBe(p.images.orig.url);
    expect(d.origImageUrl).toMatch(/\/orig\//);
    expect(d.pinnedToBoard).toEqual(p.board);
    expect(derivedPinFields(pin({ board: null })).pinnedToBoard).toBeNull();
  });

  it('gridTitle is trimmed and cut at 200 characters (PC §5)', () => {
    expect(derivedPinFields(pin({ title: '  Blue tiles \n' })).gridTitle).toBe('Blue tiles');
    const long = `${'a'.repeat(199)}bcd`;
    const cut = derivedPinFields(pin({ title: long })).gridTitle;
    expect(cut).toBe(`${'a'.repeat(199)}b…`);
    expect(derivedPinFields(pin({ title: 'x'.repeat(200) })).gridTitle).toBe('x'.repeat(200));
  });

  it('gridTitle falls back to the page title, the product name, the idea pin title, then ""', () => {
    expect(derivedPinFields(pin({ title: '   ', richMetadata: metadata() })).gridTitle).toBe(
      'Oak side table | Timber',
    );
    expect(derivedPinFields(pin({ richSummary: product() })).gridTitle).toBe('Oak side table');
    expect(derivedPinFields(pin({ storyPinData: story(['one']) })).gridTitle).toBe('Five tiles');
    expect(derivedPinFields(pin()).gridTitle).toBe('');
  });

  it('closeupUnifiedDescription: its own, else the page said, else the first idea page text, else the note', () => {
    expect(
      derivedPinFields(pin({ description: ' Mine ', richMetadata: metadata() }))
        .closeupUnifiedDescription,
    ).toBe('Mine');
    expect(derivedPinFields(pin({ richMetadata: metadata() })).closeupUnifiedDescription).toBe(
      'Solid oak, oiled.',
    );
    expect(
      derivedPinFields(pin({ storyPinData: story(['', '  ', 'Page three', 'Four']) }))
        .closeupUnifiedDescription,
    ).toBe('Page three');
    expect(
      derivedPinFields(pin({ originDescription: 'The original says' })).closeupUnifiedDescription,
    ).toBe('The original says');
    expect(derivedPinFields(pin()).closeupUnifiedDescription).toBe('');
  });

  it('unifiedUserNote: the pinner description, else for a save the original description', () => {
    expect(derivedPinFields(pin({ description: ' Mine \n' })).unifiedUserNote).toBe('Mine');
    expect(
      derivedPinFields(pin({ description: 'Mine', originDescription: 'Theirs' })).unifiedUserNote,
    ).toBe('Mine');
    expect(
      derivedPinFields(pin({ description: '  ', originDescription: ' Theirs ' })).unifiedUserNote,
    ).toBe('Theirs');
    expect(derivedPinFields(pin()).unifiedUserNote).toBe('');
    // What a page said is not what a person wrote.
    expect(derivedPinFields(pin({ richMetadata: metadata() })).unifiedUserNote).toBe('');
  });

  it('seoUrl is the pin page; trackedLink is the link itself, absent without one', () => {
    const linked = derivedPinFields(pin({ id: '123', link: 'https://a.example/x?y=1' }));
    expect(linked.seoUrl).toBe('/pin/123/');
    expect(linked.trackedLink).toBe('https://a.example/x?y=1');
    expect(derivedPinFields(pin())).not.toHaveProperty('trackedLink');
  });

  it('isGoLinkless: a pin without a link', () => {
    expect(derivedPinFields(pin()).isGoLinkless).toBe(true);
    expect(derivedPinFields(pin({ link: 'https://a.example/' })).isGoLinkless).toBe(false);
  });

  it('mobileLink: the AMP page its source page named, only while the link is that page', () => {
    const amp = metadata({ ampUrl: 'https://shop.example/amp/table' });
    expect(derivedPinFields(fromPage({ richMetadata: amp })).mobileLink).toBe(
      'https://shop.example/amp/table',
    );
    expect(derivedPinFields(fromPage())).not.toHaveProperty('mobileLink');
    // The pinner pointed the link elsewhere: the old page's AMP version is not its mobile link.
    expect(
      derivedPinFields(fromPage({ richMetadata: amp, link: 'https://elsewhere.example/' })),
    ).not.toHaveProperty('mobileLink');
  });

  it('isStaleProduct: a product read from its page more than 30 days ago', () => {
    const now = Date.parse('2025-06-30T00:00:00Z');
    const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
    expect(derivedPinFields(fromPage({ createdAt: daysAgo(29) }), now).isStaleProduct).toBe(false);
    expect(
      derivedPinFields(fromPage({ createdAt: daysAgo(STALE_PRODUCT_DAYS) }), now).isStaleProduct,
    ).toBe(false);
    expect(derivedPinFields(fromPage({ createdAt: daysAgo(31) }), now).isStaleProduct).toBe(true);
    // A product described by hand has no page price to go stale.
    expect(
      derivedPinFields(pin({ richSummary: product(), createdAt: daysAgo(400) }), now)
        .isStaleProduct,
    ).toBe(false);
  });

  it('isEligibleForWebCloseup: every pin but another network ad', () => {
    expect(derivedPinFields(pin()).isEligibleForWebCloseup).toBe(true);
    expect(derivedPinFields(pin({ isThirdPartyAd: true })).isEligibleForWebCloseup).toBe(false);
  });

  it('shoppingFlags: 6 for a product read from its page, 10 for an unpromoted carousel', () => {
    expect(derivedPinFields(fromPage()).shoppingFlags).toEqual([1, 5, 6]);
    // Out of stock: not available (1), still a (rich) product pin.
    expect(derivedPinFields(fromPage({ richSummary: product(false) })).shoppingFlags).toEqual([
      5, 6,
    ]);
    // A product made by hand: no page, so not a rich product pin.
    expect(derivedPinFields(pin({ richSummary: product() })).shoppingFlags).toEqual([1, 5]);
    expect(derivedPinFields(pin({ carouselData: carousel })).shoppingFlags).toEqual([10]);
    expect(
      derivedPinFields(pin({ carouselData: carousel, isPromoted: true })).shoppingFlags,
    ).toEqual([]);
    expect(derivedPinFields(pin()).shoppingFlags).toEqual([]);
  });
});

describe('pinJoin.shoppingKlpUrls', () => {
  const annotations = [
    { id: '1', name: 'Side tables', url: '/ideas/side-tables/1/' },
    { id: '2', name: 'Oak & walnut', url: '/ideas/oak-walnut/2/' },
  ];

  it('a product pin gets a buyable-pins search per annotation', () => {
    expect(pinJoinOf(annotations, true)).toEqual({
      visualAnnotation: ['Side tables', 'Oak & walnut'],
      annotationsWithLinksArray: annotations,
      shoppingKlpUrls: [
        '/search/pins/?q=Side%20tables&scope=buyable_pins',
        '/search/pins/?q=Oak%20%26%20walnut&scope=buyable_pins',
      ],
    });
  });

  it('other pins get none', () => {
    expect(pinJoinOf(annotations, false).shoppingKlpUrls).toEqual([]);
    expect(pinJoinOf([], true).shoppingKlpUrls).toEqual([]);
  });
});
