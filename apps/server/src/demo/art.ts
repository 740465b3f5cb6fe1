import sharp from 'sharp';
import { createRandom, type Random } from './random.ts';

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/** Five related colours around a seeded hue: the art's palette. */
function palette(rnd: Random): string[] {
  const hue = rnd.int(0, 359);
  const spread = rnd.pick([25, 40, 150, 180]);
  return [0, 1, 2, 3, 4].map((i) =>
    hsl(hue + (i % 2 ? spread : -spread / 3) * i, rnd.int(35, 85), rnd.int(25, 80)),
  );
}

/** What each shape style looks like, for the art's machine-written alt text. */
const MOTIFS = [
  'overlapping circles',
  'horizontal stripes',
  'tilted rounded blocks',
  'layered waves',
];

const HUES: [upTo: number, name: string][] = [
  [15, 'red'],
  [45, 'orange'],
  [70, 'yellow'],
  [160, 'green'],
  [200, 'teal'],
  [250, 'blue'],
  [290, 'purple'],
  [335, 'pink'],
  [360, 'red'],
];

/** A plain colour name for an `hsl(h,s%,l%)` of the palette. */
export function colourName(hslText: string): string {
  const [h = 0, , l = 50] = (hslText.match(/-?\d+/g) ?? []).map(Number);
  const hue = HUES.find(([upTo]) => ((h % 360) + 360) % 360 < upTo)![1];
  return l >= 70 ? `pale ${hue}` : l < 35 ? `dark ${hue}` : hue;
}

/** Machine-style alt text for the art: its shapes over its gradient's two colours. */
export function describeArt(motif: string, colors: string[]): string {
  const [a, b] = [colourName(colors[0]!), colourName(colors[1]!)];
  const background = a === b ? a : `${a} to ${b}`;
  return `abstract art of ${motif} on ${/^[aeiou]/.test(background) ? 'an' : 'a'} ${background} gradient`;
}

function shapes(rnd: Random, w: number, h: number, colors: string[], style: number): string {
  const out: string[] = [];
  const n = rnd.int(4, 12);
  for (let i = 0; i < n; i++) {
    const c = rnd.pick(colors);
    const o = (rnd.int(45, 95) / 100).toFixed(2);
    if (style === 0)
      out.push(
        `<circle cx="${rnd.int(0, w)}" cy="${rnd.int(0, h)}" r="${rnd.int(w / 12, w / 2.5)}" fill="${c}" fill-opacity="${o}"/>`,
      );
    else if (style === 1)
      out.push(
        `<rect x="0" y="${Math.round((h / n) * i)}" width="${w}" height="${Math.ceil(h / n)}" fill="${c}"/>`,
      );
    else if (style === 2)
      out.push(
        `<rect x="${rnd.int(-w / 4, w)}" y="${rnd.int(-h / 4, h)}" width="${rnd.int(w / 6, w / 1.5)}" height="${rnd.int(h / 8, h / 2)}" rx="${rnd.int(0, 60)}" fill="${c}" fill-opacity="${o}" transform="rotate(${rnd.int(-30, 30)} ${w / 2} ${h / 2})"/>`,
      );
    else
      out.push(
        `<path d="M0 ${rnd.int(0, h)} Q ${rnd.int(0, w)} ${rnd.int(0, h)} ${w} ${rnd.int(0, h)} L ${w} ${h} L 0 ${h} Z" fill="${c}" fill-opacity="${o}"/>`,
      );
  }
  return out.join('');
}

/**
 * Deterministic generated art for demo pins: aspect ratios from 1:2 to 2:1 and varied palettes,
 * rendered locally by sharp (librsvg) from an SVG. No network, same pixels on every machine.
 */
export async function renderArt(seed: number): Promise<{
  body: Buffer;
  width: number;
  height: number;
  palette: string[];
  /** What it shows, in words (the demo's machine-written alt text). */
  description: string;
}> {
  const rnd = createRandom(seed * 7919 + 17);
  const width = 600;
  const ratio = rnd.pick([0.5, 0.67, 0.75, 1, 1, 1.25, 1.33, 1.5, 1.5, 1.75, 2]);
  const height = Math.round(width * ratio);
  const colors = palette(rnd);
  // Drawn in the order the art always drew them, so every image stays the same.
  const x2 = rnd.int(0, 1);
  const style = rnd.int(0, 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes(rnd, width, height, colors, style)}</svg>`;
  const body = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { body, width, height, palette: colors, description: describeArt(MOTIFS[style]!, colors) };
}

/** A square avatar: a soft disc on a colour. */
export async function renderAvatar(
  seed: number,
): Promise<{ body: Buffer; width: number; height: number }> {
  const rnd = createRandom(seed * 104729 + 3);
  const [a, b] = palette(rnd);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="280"><rect width="280" height="280" fill="${a}"/><circle cx="140" cy="110" r="55" fill="${b}"/><ellipse cx="140" cy="260" rx="100" ry="80" fill="${b}"/></svg>`;
  return {
    body: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(),
    width: 280,
    height: 280,
  };
}
