/**
 * What a message's HTML keeps (messaging-consent-routes.md §5): the app's sanitizer
 * (apps/web/.../renderers/sanitize.ts) and the server's first render of a message
 * (apps/server/.../web/home-placements.ts) read it alike, so a message taking over from the
 * server's markup has the same text.
 */

/** Text formatting and links: kept, with `href` on links only. */
export const MESSAGE_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'code',
  'br',
  'p',
  'span',
];

/** Text containers: the tag goes, its content stays. Every other element goes with its content. */
export const MESSAGE_UNWRAP_TAGS = [
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'time',
  'del',
  'ins',
  'kbd',
  'samp',
  'var',
  'pre',
  'big',
  'tt',
  'font',
  'center',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
];
