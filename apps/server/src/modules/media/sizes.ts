import { IMAGE_SPECS, type ImageSpec, type Images } from '@tack/contract';

/** Width of each fixed-width spec; `136x136` is a square crop, `orig` is the original. */
const WIDTHS: Record<Exclude<ImageSpec, '136x136' | 'orig'>, number> = {
  '170x': 170,
  '236x': 236,
  '474x': 474,
  '564x': 564,
  '736x': 736,
};

/** The pixel size of one spec of a w x h original. Never upscales. */
export function variantSize(
  spec: ImageSpec,
  width: number,
  height: number,
): { width: number; height: number } {
  if (spec === 'orig') return { width, height };
  if (spec === '136x136') return { width: 136, height: 136 };
  const w = Math.min(WIDTHS[spec], width);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/** Storage key (and URL path under /media/) of one spec of an image. */
export function mediaKey(spec: ImageSpec, signature: string): string {
  const dir = `${signature.slice(0, 2)}/${signature.slice(2, 4)}`;
  return spec === 'orig' ? `orig/${dir}/${signature}` : `${spec}/${dir}/${signature}.jpg`;
}

/** Every spec's URL and size for an image, computed without touching storage. */
export function imageUrls(signature: string, width: number, height: number): Images {
  const images = {} as Images;
  for (const spec of IMAGE_SPECS) {
    images[spec] = {
      url: `/media/${mediaKey(spec, signature)}`,
      ...variantSize(spec, width, height),
    };
  }
  return images;
}
