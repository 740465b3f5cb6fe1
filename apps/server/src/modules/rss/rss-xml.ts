/**
 * RSS 2.0 for a public board or profile (issue 17): pure, from rows already read and checked.
 * Every text is escaped for XML, control characters XML cannot carry are dropped, and links
 * are absolute (feed readers have no base).
 */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string | null;
  imageUrl: string;
  createdAt: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed is of, absolute. */
  pageUrl: string;
  /** The feed's own address, absolute. */
  selfUrl: string;
  origin: string;
  items: FeedItem[];
}

// eslint-disable-next-line no-control-regex -- these are exactly what XML 1.0 cannot carry
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udfff]/g;

/** Text as XML character data or an attribute value. */
export function xmlText(s: string): string {
  return s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(feed: Feed, i: FeedItem): string {
  const pinUrl = `${feed.origin}/pin/${i.id}/`;
  const image = `${feed.origin}${i.imageUrl}`;
  // The description is HTML in the feed, escaped once more as XML: the picture, then the text.
  const html = `<p><img src="${xmlText(image)}" alt=""></p>${i.description ? `<p>${xmlText(i.description)}</p>` : ''}${i.link ? `<p><a href="${xmlText(i.link)}">${xmlText(i.link)}</a></p>` : ''}`;
  return [
    '    <item>',
    `      <title>${xmlText(i.title || 'Pin')}</title>`,
    `      <link>${xmlText(pinUrl)}</link>`,
    `      <guid isPermaLink="true">${xmlText(pinUrl)}</guid>`,
    `      <pubDate>${rfc822(i.createdAt)}</pubDate>`,
    `      <description>${xmlText(html)}</description>`,
    `      <enclosure url="${xmlText(image)}" type="image/jpeg" length="0"/>`,
    '    </item>',
  ].join('\n');
}

export function rssXml(feed: Feed): string {
  const newest = feed.items[0]?.createdAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(feed.title)}</title>`,
    `    <link>${xmlText(feed.pageUrl)}</link>`,
    `    <description>${xmlText(feed.description || feed.title)}</description>`,
    `    <atom:link href="${xmlText(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...feed.items.map((i) => item(feed, i)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
