import { bigEnough, SAVE_MAX_URL, type SaveImage, type SavePage } from '@tack/contract/save-page';

/** What the hover button sends the background: the image pointed at, and its page. */
export interface SaveImageMessage {
  type: 'tack:save-image';
  image: SaveImage;
  page: { url: string; title: string };
}

/** Who sent a runtime message, as the browser tells the background (runtime.MessageSender). */
export interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number };
}

const isWebAddress = (s: unknown): s is string =>
  typeof s === 'string' && s.length <= SAVE_MAX_URL && /^https?:\/\/\S+$/i.test(s);
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const size = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null);

/**
 * The hover button's message, if the background should act on it: sent by this extension's own
 * content script in a tab (never another extension or one of our pages), naming an image of a
 * known size of at least 200 px and the page it is on, whose origin is the one the browser says
 * the message came from (a frame cannot speak for another site). Otherwise null.
 */
export function acceptSaveMessage(
  message: unknown,
  sender: Sender,
  ownId: string,
): SavePage | null {
  if (sender.id !== ownId || sender.tab?.id === undefined || !sender.url) return null;
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Partial<SaveImageMessage>;
  if (m.type !== 'tack:save-image' || !m.image || !m.page) return null;
  const { src, alt } = m.image;
  const width = size(m.image.width);
  const height = size(m.image.height);
  if (!isWebAddress(src) || width === null || height === null) return null;
  if (!bigEnough({ width, height })) return null;
  if (!isWebAddress(m.page.url) || originOf(m.page.url) !== originOf(sender.url)) return null;
  const title = typeof m.page.title === 'string' ? m.page.title.slice(0, 300) : '';
  return {
    url: m.page.url,
    title,
    images: [{ src, width, height, alt: typeof alt === 'string' ? alt.slice(0, 500) : '' }],
  };
}

/**
 * "Save image to Tack" on an image's context menu: that image (its size unknown here) from its
 * page. An image the server cannot fetch (a data: or blob: address) leaves the list empty, and
 * the save window has the server read the page instead. Null off the web (a browser page).
 */
export function contextMenuRequest(
  info: { srcUrl?: string; pageUrl?: string },
  tab: { title?: string } | undefined,
): SavePage | null {
  if (!isWebAddress(info.pageUrl)) return null;
  const images: SaveImage[] = isWebAddress(info.srcUrl)
    ? [{ src: info.srcUrl, width: null, height: null, alt: '' }]
    : [];
  return { url: info.pageUrl, title: tab?.title?.slice(0, 300) ?? '', images };
}

/**
 * The toolbar button's request: what the collector read in the tab, or, where the browser
 * would not let it run (another extension's page, a store page), the tab's address alone for
 * the server to read. Null off the web.
 */
export function toolbarRequest(
  tab: { url?: string; title?: string },
  collected: SavePage | null,
): SavePage | null {
  if (collected && isWebAddress(collected.url)) return collected;
  if (!isWebAddress(tab.url)) return null;
  return { url: tab.url, title: tab.title?.slice(0, 300) ?? '', images: [] };
}
