import {
  BOARD_COVER_SPECS,
  IMAGE_SPECS,
  type BoardCoverImages,
  type BoardCoverSpec,
  type ImageSpec,
  type Images,
} from '@tack/contract';

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

/**
 * The pixel size of a board cover size (spec §3 Board): `222x` is 222 wide at the image's own
 * proportions (never upscaled), the others are crops of exactly their size.
 */
export function coverSize(
  spec: BoardCoverSpec,
  width: number,
  height: number,
): { width: number; height: number } {
  if (spec === '400x300') return { width: 400, height: 300 };
  if (spec === '216x146') return { width: 216, height: 146 };
  const w = Math.min(222, width);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/** Every board cover size's URL and size for an image. */
export function coverImageUrls(signature: string, width: number, height: number): BoardCoverImages {
  const images = {} as BoardCoverImages;
  for (const spec of BOARD_COVER_SPECS)
    images[spec] = {
      url: `/media/${mediaKey(spec, signature)}`,
      ...coverSize(spec, width, height),
    };
  return images;
}

/** The cover size a storage key names (`222x/ab/cd/<hash>.jpg`), with its image's hash. */
export function coverKeyOf(key: string): { spec: BoardCoverSpec; signature: string } | null {
  const m = /^(222x|400x300|216x146)\/[0-9a-f]{2}\/[0-9a-f]{2}\/([0-9a-f]{32,64})\.jpg$/.exec(key);
  return m ? { spec: m[1] as BoardCoverSpec, signature: m[2]! } : null;
}

/** Storage key (and URL path under /media/) of one spec of an image. */
export function mediaKey(spec: ImageSpec | BoardCoverSpec, signature: string): string {
  return keyIn(spec, hashPath(signature));
}

/** Where an image's files live under each size's folder: `ab/cd/<hash>`. */
const hashPath = (signature: string) =>
  `${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}`;

const keyIn = (spec: ImageSpec | BoardCoverSpec, path: string) =>
  spec === 'orig' ? `orig/${path}` : `${spec}/${path}.jpg`;

/**
 * Every spec's URL and size for an image, computed without touching storage. Every card carries
 * these seven: the image's path is made once and each size written as one object.
 */
export function imageUrls(signature: string, width: number, height: number): Images {
  const path = hashPath(signature);
  const images = {} as Images;
  for (const spec of IMAGE_SPECS) {
    const size = variantSize(spec, width, height);
    images[spec] = { url: `/media/${keyIn(spec, path)}`, width: size.width, height: size.height };
  }
  return images;
}
