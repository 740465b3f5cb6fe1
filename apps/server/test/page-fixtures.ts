import { makePng } from './images.ts';
import { bytes, html, type Route } from './fixture-site.ts';

/**
 * Web pages to make pins from, as sites write them: Open Graph, a JSON-LD recipe, a JSON-LD
 * product with offers, a page with no metadata at all, relative image addresses, and a page too
 * large to read. Images are real PNGs: 600x400 and 400x600 to pick, 120x120 too small.
 */
export const PAGES = {
  openGraph: `<!doctype html><html><head>
<title>Ignored when og:title is there</title>
<meta property="og:title" content="Linen throw pillow">
<meta property="og:description" content="A soft pillow in washed linen.">
<meta property="og:site_name" content="Nest Home">
<meta property="og:image" content="/img/wide.png">
<meta property="og:image:width" content="600"><meta property="og:image:height" content="400">
<meta name="twitter:image" content="/img/tall.png">
</head><body><img src="/img/small.png" width="120" height="120" alt="logo"></body></html>`,

  recipe: `<!doctype html><html><head><title>Weeknight lentil soup | Fern Kitchen</title>
<meta name="description" content="A lentil soup ready in under an hour.">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"WebSite","name":"Fern Kitchen"},
 {"@type":"Recipe","name":"Weeknight lentil soup","description":"Lentils, carrots and cumin.",
  "image":{"@type":"ImageObject","url":"/img/tall.png","width":400,"height":600},
  "prepTime":"PT15M","cookTime":"PT30M","totalTime":"PT45M","recipeYield":"4 servings",
  "recipeIngredient":["1 cup lentils","2 carrots","1 tsp cumin"],
  "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.6","reviewCount":"128"}}
]}</script></head><body><h1>Weeknight lentil soup</h1></body></html>`,

  product: `<!doctype html><html><head><title>Oak side table</title>
<link rel="amphtml" href="/amp/oak-side-table">
<meta property="og:site_name" content="Timber &amp; Co">
<script type="application/ld+json">
{"@context":"https://schema.org/","@type":"Product","name":"Oak side table","sku":"OAK-42",
 "brand":{"@type":"Brand","name":"Timber & Co"},"image":["/img/wide.png"],
 "description":"Solid oak, oiled.",
 "offers":[{"@type":"Offer","price":"149.00","priceCurrency":"USD",
  "availability":"https://schema.org/InStock"}],
 "aggregateRating":{"@type":"AggregateRating","ratingValue":4.2,"bestRating":5,"ratingCount":31}}
</script></head><body><img src="img/tall.png" alt="The table from above"></body></html>`,

  noMetadata: `<html><body><p>Just a page.</p><img src="/img/wide.png"></body></html>`,

  relative: `<html><head><base href="/assets/"><title>Relative</title></head><body>
<img src="pics/wide.png" alt="wide"><img src="../img/tall.png" alt="tall">
<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline"><img src="javascript:alert(1)">
</body></html>`,

  onlySmall: `<html><head><title>Tiny</title></head><body><img src="/img/small.png"></body></html>`,
};

/** A page over a 64 KB limit: megabytes of paragraphs. */
export const hugePage = () =>
  `<html><head><title>Huge</title></head><body>${'<p>filler text</p>'.repeat(300_000)}</body></html>`;

/** The fixture site's routes: every page above at `/<name>`, the images under `/img/`. */
export async function pageRoutes(): Promise<Record<string, Route>> {
  const wide = await makePng(600, 400, { r: 30, g: 120, b: 200 });
  const tall = await makePng(400, 600, { r: 200, g: 120, b: 30 });
  const small = await makePng(120, 120, { r: 90, g: 90, b: 90 });
  return {
    ...Object.fromEntries(Object.entries(PAGES).map(([name, body]) => [`/${name}`, html(body)])),
    '/huge': html(hugePage()),
    '/img/wide.png': bytes(wide, 'image/png'),
    '/assets/pics/wide.png': bytes(wide, 'image/png'),
    '/img/tall.png': bytes(tall, 'image/png'),
    '/img/small.png': bytes(small, 'image/png'),
    '/not-an-image.png': bytes(Buffer.from('<html>nope</html>'), 'image/png'),
  };
}
