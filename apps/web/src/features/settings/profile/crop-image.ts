/** A crop rectangle in the picture's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest side we send: the biggest avatar is 474 px, with room for sharper screens. */
export const MAX_AVATAR_SIDE = 1024;

/**
 * The square actually cut: the crop's rectangle is square up to rounding, so the shorter side
 * wins, and the output is at most `max` pixels a side (never enlarged).
 */
export function squareCut(area: Area, max = MAX_AVATAR_SIDE) {
  const side = Math.max(1, Math.floor(Math.min(area.width, area.height)));
  return {
    sx: Math.max(0, Math.round(area.x)),
    sy: Math.max(0, Math.round(area.y)),
    side,
    out: Math.min(side, max),
  };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("That picture couldn't be read. Try another one."));
    img.src = src;
  });
}

/** Draws the square crop onto a canvas `size` pixels a side, on white (for transparent PNGs). */
function drawCrop(img: HTMLImageElement, area: Area, size?: number): HTMLCanvasElement {
  const cut = squareCut(area);
  const out = size ?? cut.out;
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, out, out);
  g.imageSmoothingQuality = 'high';
  g.drawImage(img, cut.sx, cut.sy, cut.side, cut.side, 0, 0, out, out);
  return canvas;
}

/** The cropped square as a JPEG to upload. */
export function cropToBlob(img: HTMLImageElement, area: Area): Promise<Blob> {
  return new Promise((resolve, reject) =>
    drawCrop(img, area).toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture couldn't be cropped."))),
      'image/jpeg',
      0.92,
    ),
  );
}

/** A small preview of the crop (136 px, the small avatar's size) as a data URL. */
export const cropPreview = (img: HTMLImageElement, area: Area) =>
  drawCrop(img, area, 136).toDataURL('image/jpeg', 0.85);
