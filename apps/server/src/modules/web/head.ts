/** Builds the <head> tags the server puts into index.html: a real title and Open Graph tags. */
export interface HeadInfo {
  title: string;
  description?: string;
  image?: { url: string; width: number; height: number; alt: string };
  url?: string;
  type?: 'website' | 'article' | 'profile';
  /** Ask search engines not to index the page (a pin with an SEO noindex reason). */
  noindex?: boolean;
  /** The page's RSS feed (a public board's or a profile's, modules/rss). */
  feed?: { url: string; title: string };
  /**
   * The configured public host (PUBLIC_URL's): the web app's attribution calls send the page's
   * host as `hostname` only when it is not this one (PC §7).
   */
  publicHost?: string | null;
}

/** PUBLIC_URL's host name, or null when none is configured. */
export function publicHostOf(publicUrl: string | null): string | null {
  return publicUrl ? new URL(publicUrl).hostname : null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function renderHead(h: HeadInfo): string {
  const meta = (property: string, content: string | number) =>
    `<meta property="${property}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('og:site_name', 'Tack'),
    meta('og:title', h.title),
    meta('og:type', h.type ?? 'website'),
  ];
  if (h.noindex) tags.push('<meta name="robots" content="noindex">');
  if (h.publicHost)
    tags.push(`<meta name="tack:public-host" content="${escapeHtml(h.publicHost)}">`);
  if (h.description) {
    tags.push(
      `<meta name="description" content="${escapeHtml(h.description)}">`,
      meta('og:description', h.description),
    );
  }
  if (h.url) tags.push(meta('og:url', h.url), `<link rel="canonical" href="${escapeHtml(h.url)}">`);
  if (h.feed)
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(h.feed.title)}" href="${escapeHtml(h.feed.url)}">`,
    );
  if (h.image) {
    tags.push(
      meta('og:image', h.image.url),
      meta('og:image:width', h.image.width),
      meta('og:image:height', h.image.height),
      meta('og:image:alt', h.image.alt),
    );
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  return tags.join('\n    ');
}

/** Cuts text for a meta description at a word boundary. */
export function summarize(text: string, max = 160): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
