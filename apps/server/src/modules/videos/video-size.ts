/**
 * The size a video is transcoded to: scaled down (never up) so its long side is at most `long`
 * and its short side at most `short`, keeping its shape, in even numbers (H.264 in 4:2:0 needs
 * them). 720p is 1280 by 720 for a landscape video and 720 by 1280 for a portrait one.
 */
export function fitWithin(
  width: number,
  height: number,
  long: number,
  short: number,
): { width: number; height: number } {
  const landscape = width >= height;
  const maxW = landscape ? long : short;
  const maxH = landscape ? short : long;
  const scale = Math.min(1, maxW / width, maxH / height);
  const even = (n: number) => Math.max(2, Math.floor((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The 720p size (v720P, and vHLSV4's best variant). */
export const size720 = (w: number, h: number) => fitWithin(w, h, 1280, 720);
/** The mobile size (vHLSV3MOBILE): 360p. */
export const sizeMobile = (w: number, h: number) => fitWithin(w, h, 640, 360);
