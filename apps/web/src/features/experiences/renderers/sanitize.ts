import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isSafeUrl, messageLinkAttributes } from './rules.ts';

export interface MessageLinkOptions {
  /** External links get rel="nofollow" (§5 "External link gets nofollow when flagged"). */
  nofollow?: boolean;
  /** Links open in a new tab only when the source says so (§5). */
  newTab?: boolean;
}

/** Text formatting only, plus links. */
const ALLOWED_TAGS = [
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

/** http:, https: or relative (DOMPurify's default pattern without mailto:, tel: ...). */
const ALLOWED_URI_REGEXP = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: DOMPurify | null = null;

/** A DOMPurify instance of our own, so our hook never touches other users of the global one. */
function instance(): DOMPurify | null {
  if (typeof window === 'undefined') return null;
  purifier ??= createDOMPurify(window);
  return purifier.isSupported ? purifier : null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Cleans message HTML for `dangerouslySetInnerHTML`: keeps text formatting and `<a href>` with
 * an http(s) or relative href; drops scripts, styles, event handlers, iframes, svg, forms and
 * every other tag or attribute. Links get `rel="nofollow noopener noreferrer"` when nofollow is
 * flagged (else `noopener noreferrer` when opening a new tab) and `target="_blank"` only when
 * newTab is true. Without a DOM it returns the escaped text.
 */
export function sanitizeMessageHtml(html: string, options: MessageLinkOptions = {}): string {
  const purify = instance();
  if (!purify) return escapeHtml(html);
  const { rel, target } = messageLinkAttributes(options);
  const hook = (node: Element) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !isSafeUrl(href)) node.removeAttribute('href');
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (!node.hasAttribute('href')) return;
    if (rel) node.setAttribute('rel', rel);
    if (target) node.setAttribute('target', target);
  };
  purify.addHook('afterSanitizeAttributes', hook);
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: ['href'],
      ALLOWED_URI_REGEXP,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      RETURN_TRUSTED_TYPE: false,
    });
  } finally {
    purify.removeHook('afterSanitizeAttributes', hook);
  }
}
