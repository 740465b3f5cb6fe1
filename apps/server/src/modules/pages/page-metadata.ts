import { loadBuffer, type CheerioAPI } from 'cheerio';
import { firstOfType, jsonLdNodes, ldImages, ldText, type LdNode } from './json-ld.ts';
import { readArticle, readProduct, readRecipe, readOgProduct } from './structured-data.ts';
import type { PageArticle, PageProduct, PageRecipe } from './structured-data.ts';

/** An image a page offers, with the size it declares (Open Graph, JSON-LD or `<img>`), if any. */
export interface ImageCandidate {
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
}

/** What a web page says about itself, read from its HTML alone (no further fetches). */
export interface PageMetadata {
  /** The page's canonical address (`<link rel=canonical>`, `og:url`), else where it was read. */
  canonicalUrl: string;
  /** The page's AMP version (`<link rel=amphtml>`), the mobile page it names, when it names one. */
  ampUrl: string | null;
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Open Graph and Twitter images first, then JSON-LD, then the page's `<img>`s; no repeats. */
  images: ImageCandidate[];
  product: PageProduct | null;
  recipe: PageRecipe | null;
  article: PageArticle | null;
}

const MAX_CANDIDATES = 40;

const clean = (s: string | null | undefined): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** A URL from the page, made absolute against its base; only http(s) images can be fetched. */
function absolute(href: string | null | undefined, base: URL): string | null {
  const h = href?.trim();
  if (!h) return null;
  try {
    const u = new URL(h, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

const dimension = (v: string | number | null | undefined): number | null => {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Reads a page's metadata with cheerio: Open Graph and Twitter card tags, JSON-LD (Product with
 * its offers, Recipe, Article), `<title>`, the meta description, and its images. The character
 * set comes from the response's Content-Type, else the page's own `<meta charset>` (cheerio's
 * encoding sniffer), else UTF-8.
 */
export function readPageMetadata(
  html: Buffer,
  pageUrl: string,
  contentType: string | null = null,
): PageMetadata {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const $ = loadBuffer(html, {
    encoding: { transportLayerEncodingLabel: charset, defaultEncoding: 'utf-8' },
  });
  const page = new URL(pageUrl);
  const base = baseOf($, page);
  const meta = (...names: string[]): string | null => {
    for (const n of names) {
      const v = clean($(`meta[property="${n}"], meta[name="${n}"]`).first().attr('content'));
      if (v) return v;
    }
    return null;
  };
  const nodes = jsonLdNodes(
    $('script[type="application/ld+json"]')
      .toArray()
      .map((el) => $(el).text()),
  );
  const product = readProduct(nodes, base) ?? readOgProduct(meta, meta('og:title'));
  const recipe = readRecipe(nodes, base);
  const article = readArticle(nodes);
  const site = firstOfType(nodes, 'WebSite', 'Organization');
  return {
    canonicalUrl:
      absolute($('link[rel~="canonical"]').first().attr('href'), base) ??
      absolute(meta('og:url'), base) ??
      page.href,
    ampUrl: absolute($('link[rel~="amphtml"]').first().attr('href'), base),
    title:
      meta('og:title', 'twitter:title') ??
      product?.name ??
      recipe?.name ??
      article?.headline ??
      clean($('title').first().text()),
    description:
      meta('og:description', 'twitter:description', 'description') ??
      clean(ldText((firstOfType(nodes, 'Product', 'Recipe', 'Article') ?? {}).description)),
    siteName: meta('og:site_name', 'application-name') ?? clean(ldText(site?.name)),
    images: candidates($, base, meta, nodes),
    product,
    recipe,
    article,
  };
}

function baseOf($: CheerioAPI, page: URL): URL {
  const href = absolute($('base[href]').first().attr('href'), page);
  return href ? new URL(href) : page;
}

function candidates(
  $: CheerioAPI,
  base: URL,
  meta: (...names: string[]) => string | null,
  nodes: LdNode[],
): ImageCandidate[] {
  const found = new Map<string, ImageCandidate>();
  const add = (href: string | null | undefined, w: unknown, h: unknown, alt: string | null) => {
    const url = absolute(href, base);
    if (!url || found.size >= MAX_CANDIDATES || /\.svg(\?|#|$)/i.test(url)) return;
    const known = found.get(url);
    const width = dimension(w as string);
    const height = dimension(h as string);
    if (!known) found.set(url, { url, width, height, alt });
    else if (!known.width && width && height) Object.assign(known, { width, height });
  };
  add(
    meta('og:image:secure_url', 'og:image:url', 'og:image'),
    meta('og:image:width'),
    meta('og:image:height'),
    meta('og:image:alt'),
  );
  // Further og:image tags each start a new image; their sizes are not reliably paired, so unsized.
  $('meta[property="og:image"]').each((_, el) => add($(el).attr('content'), null, null, null));
  add(meta('twitter:image', 'twitter:image:src'), null, null, meta('twitter:image:alt'));
  for (const node of nodes)
    for (const img of [...ldImages(node.image), ...ldImages(node.thumbnailUrl)])
      add(img.url, img.width, img.height, clean(ldText(node.name)));
  $('img').each((_, el) => {
    const img = $(el);
    const src = img.attr('src') ?? img.attr('data-src') ?? img.attr('data-lazy-src');
    add(src, img.attr('width'), img.attr('height'), clean(img.attr('alt')));
  });
  return [...found.values()];
}
