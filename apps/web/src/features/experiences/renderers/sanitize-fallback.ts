import createDOMPurify from 'dompurify';

/** http:, https: or relative (DOMPurify's default pattern without mailto:, tel: ...). */
const ALLOWED_URI_REGEXP = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * DOMPurify, for browsers without the HTML Sanitizer API (sanitize.ts): its own chunk, fetched
 * only there. An instance of our own, so nothing here touches other users of the global one.
 */
export function purifier(tags: string[]): ((html: string) => Element) | null {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) return null;
  // RETURN_DOM: the <body> of DOMPurify's own document, holding what was kept.
  return (html) =>
    purify.sanitize(html, {
      // '#text': DOMPurify keeps text nodes by itself only with KEEP_CONTENT.
      ALLOWED_TAGS: [...tags, '#text'],
      ALLOWED_ATTR: ['href'],
      ALLOWED_URI_REGEXP,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      // As the browser's sanitizer: an element not in `tags` goes with its content.
      KEEP_CONTENT: false,
      RETURN_DOM: true,
    }) as HTMLElement;
}
