import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../test/page-fixtures.ts';
import { readPageMetadata } from './page-metadata.ts';
import { richDataOf } from './rich-data.ts';

const SITE = 'https://shop.example';
const read = (html: string, path = '/p', contentType: string | null = 'text/html') =>
  readPageMetadata(Buffer.from(html), `${SITE}${path}`, contentType);

describe('readPageMetadata', () => {
  it('reads Open Graph: title, description, site, sized image first, then the others', () => {
    const page = read(PAGES.openGraph);
    expect(page).toMatchObject({
      title: 'Linen throw pillow',
      description: 'A soft pillow in washed linen.',
      siteName: 'Nest Home',
      canonicalUrl: `${SITE}/p`,
      product: null,
      recipe: null,
    });
    expect(page.images).toEqual([
      { url: `${SITE}/img/wide.png`, width: 600, height: 400, alt: null },
      { url: `${SITE}/img/tall.png`, width: null, height: null, alt: null },
      { url: `${SITE}/img/small.png`, width: 120, height: 120, alt: 'logo' },
    ]);
  });

  it('reads a JSON-LD recipe inside @graph, with times, yield, ingredients and rating', () => {
    const page = read(PAGES.recipe);
    expect(page.recipe).toEqual({
      name: 'Weeknight lentil soup',
      cookTime: 'PT30M',
      prepTime: 'PT15M',
      totalTime: 'PT45M',
      recipeYield: '4 servings',
      ingredients: ['1 cup lentils', '2 carrots', '1 tsp cumin'],
      image: `${SITE}/img/tall.png`,
      rating: { ratingValue: 4.6, bestRating: 5, reviewCount: 128 },
    });
    expect(page.title).toBe('Weeknight lentil soup');
    expect(page.description).toBe('A lentil soup ready in under an hour.');
    expect(page.siteName).toBe('Fern Kitchen');
    expect(page.images[0]).toMatchObject({ url: `${SITE}/img/tall.png`, width: 400, height: 600 });
  });

  it('reads a JSON-LD product with its offer, brand, sku and rating', () => {
    const page = read(PAGES.product);
    expect(page.product).toEqual({
      name: 'Oak side table',
      brand: 'Timber & Co',
      sku: 'OAK-42',
      groupId: null,
      variesBy: [],
      variants: [],
      offers: [{ price: '149.00', currency: 'USD', availability: 'InStock' }],
      standardPrice: null,
      priceRange: null,
      image: `${SITE}/img/wide.png`,
      rating: { ratingValue: 4.2, bestRating: 5, reviewCount: 31, ratingCount: 31 },
    });
    expect(page.siteName).toBe('Timber & Co');
    expect(page.images.map((i) => i.url)).toEqual([`${SITE}/img/wide.png`, `${SITE}/img/tall.png`]);
  });

  it("reads the AMP version a page names (the pin's mobileLink), absolute, http(s) only", () => {
    expect(read(PAGES.product).ampUrl).toBe(`${SITE}/amp/oak-side-table`);
    expect(read(PAGES.openGraph).ampUrl).toBeNull();
    expect(read('<link rel="amphtml" href="javascript:alert(1)">').ampUrl).toBeNull();
    expect(read('<link rel="amphtml" href="https://amp.example/x?y=1">').ampUrl).toBe(
      'https://amp.example/x?y=1',
    );
    const long = `https://amp.example/${'a'.repeat(3000)}`;
    expect(
      richDataOf(read(`<link rel="amphtml" href="${long}">`), SITE).richMetadata,
    ).not.toHaveProperty('ampUrl');
  });

  it('reads a ProductGroup: its id, what its variants differ by, each variant, a sale price', () => {
    const page = read(`<title>Tee</title><script type="application/ld+json">
      {"@context":"https://schema.org","@type":"ProductGroup","name":"Linen tee",
       "productGroupID":"TEE-1","variesBy":["https://schema.org/color","size"],
       "hasVariant":[
         {"@type":"Product","sku":"TEE-1-S-RED","name":"Linen tee, small, red","color":"Red","size":"S"},
         {"@type":"Product","sku":"TEE-1-M-RED","name":"Linen tee, medium, red","color":"Red","size":"M"},
         {"@type":"Product","name":"no id, skipped","color":"Blue"}],
       "offers":{"@type":"Offer","price":"20.00","priceCurrency":"USD","priceSpecification":[
         {"@type":"UnitPriceSpecification","price":"20.00","priceCurrency":"USD"},
         {"@type":"UnitPriceSpecification","priceType":"https://schema.org/StrikethroughPrice","price":"35.00","priceCurrency":"USD"}]}}
      </script>`);
    expect(page.product).toMatchObject({
      groupId: 'TEE-1',
      variesBy: ['color', 'size'],
      variants: [
        {
          itemId: 'TEE-1-S-RED',
          name: 'Linen tee, small, red',
          dimensions: { color: 'Red', size: 'S' },
        },
        {
          itemId: 'TEE-1-M-RED',
          name: 'Linen tee, medium, red',
          dimensions: { color: 'Red', size: 'M' },
        },
      ],
      standardPrice: '35.00',
    });
    const single = read(`<script type="application/ld+json">{"@type":"Product","name":"Cup",
      "sku":"CUP-1","isVariantOf":{"@type":"ProductGroup","productGroupID":"CUPS"}}</script>`);
    expect(single.product).toMatchObject({ sku: 'CUP-1', groupId: 'CUPS', variants: [] });
  });

  it('reads a page with no metadata: its images, and nothing made up', () => {
    const page = read(PAGES.noMetadata);
    expect(page).toEqual({
      canonicalUrl: `${SITE}/p`,
      ampUrl: null,
      title: null,
      description: null,
      siteName: null,
      images: [{ url: `${SITE}/img/wide.png`, width: null, height: null, alt: null }],
      product: null,
      recipe: null,
      article: null,
    });
  });

  it('resolves relative images against <base>, and drops data: and javascript: ones', () => {
    const page = read(PAGES.relative, '/deep/page.html');
    expect(page.images.map((i) => i.url)).toEqual([
      `${SITE}/assets/pics/wide.png`,
      `${SITE}/img/tall.png`,
    ]);
  });

  it('reads the character set from the header or the page', () => {
    const latin1 = Buffer.from('<title>Caf\xe9 cr\xe8me</title>', 'latin1');
    expect(readPageMetadata(latin1, SITE, 'text/html; charset=iso-8859-1').title).toBe(
      'Café crème',
    );
    const declared = Buffer.from('<meta charset="windows-1252"><title>Na\xefve</title>', 'latin1');
    expect(readPageMetadata(declared, SITE, 'text/html').title).toBe('Naïve');
    expect(readPageMetadata(Buffer.from('<title>日本</title>'), SITE, null).title).toBe('日本');
  });

  it('reads Open Graph product tags, AggregateOffer ranges, articles, and skips broken JSON-LD', () => {
    const og =
      read(`<meta property="og:type" content="product"><meta property="og:title" content="Mug">
      <meta property="product:price:amount" content="12.5"><meta property="product:price:currency" content="EUR">
      <meta property="product:availability" content="out of stock">`);
    expect(og.product).toMatchObject({
      name: 'Mug',
      offers: [{ price: '12.5', currency: 'EUR', availability: 'out of stock' }],
    });
    const range = read(`<script type="application/ld+json">{ not json }</script>
      <script type="application/ld+json">[{"@type":["Product"],"name":"Chair","offers":
      {"@type":"AggregateOffer","lowPrice":"40","highPrice":"90","priceCurrency":"GBP"}}]</script>`);
    expect(range.product).toMatchObject({
      name: 'Chair',
      priceRange: { min: '40', max: '90', currency: 'GBP' },
    });
    const article = read(`<script type="application/ld+json">{"@type":"NewsArticle",
      "headline":"Rain again","author":[{"@type":"Person","name":"Ada"}],"datePublished":"2026-01-02"}</script>`);
    expect(article.article).toEqual({
      headline: 'Rain again',
      author: 'Ada',
      publishedTime: '2026-01-02',
    });
  });
});

describe('richDataOf', () => {
  it('makes a recipe summary with the card time and keeps the recipe', () => {
    const rich = richDataOf(read(PAGES.recipe), `${SITE}/p`);
    expect(rich.richSummary).toEqual({
      typeName: 'recipe',
      displayName: 'Weeknight lentil soup',
      siteName: 'Fern Kitchen',
      url: `${SITE}/p`,
      displayCookTime: '45 min',
      aggregateRating: { ratingValue: 4.6, bestRating: 5, reviewCount: 128 },
    });
    expect(rich.richMetadata.recipe).toMatchObject({
      displayCookTime: '45 min',
      ingredients: ['1 cup lentils', '2 carrots', '1 tsp cumin'],
      fromAggregatedData: false,
    });
  });

  it('makes a product summary with a formatted price, brand and stock', () => {
    const rich = richDataOf(read(PAGES.product), `${SITE}/p`);
    expect(rich.richSummary).toMatchObject({
      typeName: 'product',
      displayName: 'Oak side table',
      siteName: 'Timber & Co',
      products: [
        {
          name: 'Oak side table',
          brand: 'Timber & Co',
          offerSummary: { price: '$149.00', currency: 'USD', inStock: true, minPrice: null },
        },
      ],
    });
    expect(rich.richMetadata.ampUrl).toBe(`${SITE}/amp/oak-side-table`);
    expect(rich.richMetadata.products).toEqual([
      {
        name: 'Oak side table',
        brand: 'Timber & Co',
        sku: 'OAK-42',
        offers: [{ price: '149.00', currency: 'USD', availability: 'InStock' }],
        canonicalImage: `${SITE}/img/wide.png`,
      },
    ]);
  });

  it('has no summary for a plain page, and names the site by its host', () => {
    const rich = richDataOf(read(PAGES.noMetadata), 'https://www.plain.example/x');
    expect(rich.richSummary).toBeNull();
    expect(rich.richMetadata).toEqual({
      url: `${SITE}/p`,
      siteName: null,
      title: null,
      description: null,
      article: null,
      recipe: null,
      products: [],
    });
  });

  it('marks an out-of-stock product and formats a price range', () => {
    const out = richDataOf(
      read(`<script type="application/ld+json">{"@type":"Product","name":"Lamp","offers":{"@type":"Offer",
        "price":"30","priceCurrency":"EUR","availability":"http://schema.org/OutOfStock"}}</script>`),
      SITE,
    );
    expect(out.richSummary).toMatchObject({
      siteName: 'shop.example',
      products: [{ offerSummary: { price: '€30.00', inStock: false } }],
    });
    const range = richDataOf(
      read(`<script type="application/ld+json">{"@type":"Product","name":"Rug","offers":{"@type":"AggregateOffer",
        "lowPrice":"40","highPrice":"90","priceCurrency":"GBP"}}</script>`),
      SITE,
    );
    expect(range.richSummary).toMatchObject({
      products: [{ offerSummary: { minPrice: '£40.00', maxPrice: '£90.00', price: '£40.00' } }],
    });
  });
});
