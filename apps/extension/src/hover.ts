import { SAVE_MIN_SIDE, type SaveImage } from '@tack/contract/save-page';

/** The fields of an `<img>` the hover button reads. */
export interface HoveredImage {
  currentSrc: string;
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  alt: string;
}

/** The image the hover button would save, or null: too small, or not fetchable by a server. */
export function hoverImage(img: HoveredImage): SaveImage | null {
  const src = img.currentSrc || img.src;
  if (!/^https?:\/\//i.test(src)) return null;
  if (img.naturalWidth < SAVE_MIN_SIDE || img.naturalHeight < SAVE_MIN_SIDE) return null;
  return { src, width: img.naturalWidth, height: img.naturalHeight, alt: img.alt.slice(0, 500) };
}

export const BUTTON = { width: 84, height: 44, inset: 8 } as const;

/**
 * Where the button goes (fixed position, in the viewport): the image's top left corner, inset,
 * kept inside the viewport when the image's corner is scrolled out of it.
 */
export function buttonPosition(
  rect: { top: number; left: number; width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } | null {
  const visible =
    rect.top + rect.height > 0 &&
    rect.left + rect.width > 0 &&
    rect.top < viewport.height &&
    rect.left < viewport.width;
  if (!visible) return null;
  const clamp = (v: number, max: number) => Math.max(BUTTON.inset, Math.min(v, max));
  return {
    top: clamp(rect.top + BUTTON.inset, viewport.height - BUTTON.height - BUTTON.inset),
    left: clamp(rect.left + BUTTON.inset, viewport.width - BUTTON.width - BUTTON.inset),
  };
}
