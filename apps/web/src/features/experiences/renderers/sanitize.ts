import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { MESSAGE_TAGS, MESSAGE_UNWRAP_TAGS } from '@tack/contract/message-html';
import { isSafeUrl, messageLinkAttributes } from './rules.ts';

export interface MessageLinkOptions {
  /** External links get rel="nofollow" (§5 "External link gets nofollow when flagged"). */
  nofollow?: boolean;
  /** Links open in a new tab only when the source says so (§5). */
  newTab?: boolean;
}

const KEPT_TAGS = [...MESSAGE_TAGS, ...MESSAGE_UNWRAP_TAGS];
const UNWRAP = MESSAGE_UNWRAP_TAGS.join(',');

/**
 * Parses and cleans HTML into an element of its own: the message tags and the containers the
 * contract names (@tack/contract/message-html), `href` their only attribute; every other element
 * goes with its content.
 */
type Sanitize = (html: string) => Element;

interface SanitizerConfig {
  elements: string[];
  attributes: string[];
  comments: boolean;
  dataAttributes: boolean;
}
type WithSetHTML = Element & {
  setHTML?: (html: string, options: { sanitizer: SanitizerConfig }) => void;
};

/**
 * The browser's own sanitizer (`Element.setHTML`, the HTML Sanitizer API: Chromium 146+, Firefox
 * 148+), which never keeps script, event handlers or javascript: URLs whatever the allow list
 * says. Browsers without it load DOMPurify (sanitize-fallback.ts) first: decision 0008.
 */
function nativeSanitizer(): Sanitize | null {
  if (typeof document === 'undefined') return null;
  if (typeof (document.createElement('div') as WithSetHTML).setHTML !== 'function') return null;
  const sanitizer = {
    elements: KEPT_TAGS,
    attributes: ['href'],
    comments: false,
    dataAttributes: false,
  };
  return (html) => {
    const box = document.createElement('div') as WithSetHTML;
    box.setHTML!(html, { sanitizer });
    return box;
  };
}

/** Where DOMPurify cannot run either: the HTML shown as the text it is. */
const textOnly: Sanitize = (html) => {
  const box = document.createElement('div');
  box.textContent = html;
  return box;
};

let sanitize: Sanitize | null = nativeSanitizer();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Whether message HTML can be cleaned now (always, where the browser has a sanitizer). */
export const sanitizerReady = () => sanitize !== null;

/** Loads DOMPurify where the browser has no sanitizer of its own; at once elsewhere. */
export function prepareSanitizer(): Promise<void> {
  if (sanitize || typeof document === 'undefined') return Promise.resolve();
  loading ??= import('./sanitize-fallback.ts').then(({ purifier }) => {
    sanitize = purifier(KEPT_TAGS) ?? textOnly;
    listeners.forEach((l) => l());
  });
  return loading;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Cleans message HTML for `dangerouslySetInnerHTML`: keeps text formatting and `<a href>` with
 * an http(s) or relative href, and the text of plain containers (a div, a list, a heading);
 * drops scripts, styles, event handlers, iframes, svg, forms and every other element with its
 * content, and every other attribute. Links get `rel="nofollow noopener noreferrer"` when
 * nofollow is flagged (else `noopener noreferrer` when opening a new tab) and `target="_blank"`
 * only when newTab is true. Before a sanitizer is ready (prepareSanitizer), and without a DOM,
 * it returns the escaped text.
 */
function sanitizeMessageHtml(html: string, options: MessageLinkOptions = {}): string {
  if (!sanitize) return escapeHtml(html);
  const box = sanitize(html);
  const { rel, target } = messageLinkAttributes(options);
  for (const node of box.querySelectorAll(UNWRAP)) node.replaceWith(...node.childNodes);
  for (const node of box.querySelectorAll('[href]:not(a)')) node.removeAttribute('href');
  for (const link of box.querySelectorAll('a')) {
    const href = link.getAttribute('href');
    if (href !== null && !isSafeUrl(href)) link.removeAttribute('href');
    link.removeAttribute('target');
    link.removeAttribute('rel');
    if (!link.hasAttribute('href')) continue;
    if (rel) link.setAttribute('rel', rel);
    if (target) link.setAttribute('target', target);
  }
  return box.innerHTML;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * sanitizeMessageHtml for a component: null while DOMPurify loads (browsers without a sanitizer
 * of their own, and only on a page that did not prepare it: the placements do, load-renderers.ts).
 */
export function useSanitizedHtml(html: string, options: MessageLinkOptions): string | null {
  const ready = useSyncExternalStore(subscribe, sanitizerReady, sanitizerReady);
  useEffect(() => {
    if (!ready) void prepareSanitizer();
  }, [ready]);
  const { newTab, nofollow } = options;
  return useMemo(
    () => (ready ? sanitizeMessageHtml(html, { newTab, nofollow }) : null),
    [ready, html, newTab, nofollow],
  );
}
