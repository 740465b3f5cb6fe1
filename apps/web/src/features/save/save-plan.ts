import type { SaveImage, SaveRequest } from '@tack/contract/save-page';
import type { PagePreview } from '@tack/contract';

/** An image the save window offers: what to show, and the address the server fetches. */
export interface Offered {
  /** The image's address: the pin's `image_url`. */
  src: string;
  /** What the window shows: the image itself, or the server's thumbnail of it. */
  shown: string;
  width: number | null;
  height: number | null;
  alt: string;
}

/** The page the window saves from: its address (the pins' link), text and images. */
export interface SourcePage {
  url: string;
  title: string;
  description: string;
  images: Offered[];
  /** Who found the images: the page's script in the browser, or the server reading the page. */
  foundBy: 'browser' | 'server';
}

const fromBrowser = (im: SaveImage): Offered => ({ ...im, shown: im.src });

/** The page as the bookmarklet or the extension sent it, when it carried images. */
export function pageFromRequest(request: SaveRequest): SourcePage | null {
  if (!request.images.length) return null;
  return {
    url: request.url,
    title: request.title,
    description: '',
    images: request.images.map(fromBrowser),
    foundBy: 'browser',
  };
}

/** The page as the server read it (the fallback): its thumbnails, its own address after redirects. */
export function pageFromPreview(preview: PagePreview): SourcePage {
  return {
    url: preview.url,
    title: preview.title,
    description: preview.description,
    images: preview.images.map((im) => ({
      src: im.url,
      shown: im.thumbnail,
      width: im.width,
      height: im.height,
      alt: im.alt ?? '',
    })),
    foundBy: 'server',
  };
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * One PinResource create per chosen image (MC §7): fetched by the server from `image_url`, the
 * page as its link, and `method: 'button'` without a guid, which the server records as
 * `button_external`.
 */
export function pinsToCreate(
  page: SourcePage,
  chosen: readonly string[],
  form: { boardId: string; sectionId: string; title: string; description: string },
) {
  return page.images
    .filter((im) => chosen.includes(im.src))
    .map((im) => ({
      board_id: form.boardId,
      section: form.sectionId || null,
      image_url: im.src,
      link: page.url,
      method: 'button' as const,
      title: clip(form.title.trim(), 100),
      description: form.description,
      alt_text: im.alt.trim() ? clip(im.alt, 500) : null,
    }));
}

/** The Save button's words: "Save", or "Save 3 Pins" for several. */
export const saveLabel = (count: number) => (count > 1 ? `Save ${count} Pins` : 'Save');
