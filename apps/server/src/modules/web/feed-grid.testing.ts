/** Reads the first page's stylesheet back, for tests: what each column count puts where. */
export interface StylesheetBlock {
  /** The container width the block applies from (0 for the unconditional one-column block). */
  minWidth: number;
  /** The container width the block applies below, when it has an upper bound (the phone block). */
  maxWidth?: number;
  width: number;
  height: number;
  /** Per card index: its left and top. */
  positions: { left: number; top: number }[];
  /** Per card index: the height the block gives it, when the block sets one. */
  heights: number[];
  /** The card width the block sets, if any. */
  cardWidth?: number;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;

/**
 * The blocks for a mouse, or with `touch` those under `@media (pointer: coarse)` (none when the
 * stylesheet has no such part).
 */
export function readStylesheet(css: string, { touch = false } = {}): StylesheetBlock[] {
  const [fine, coarse] = css.split('@media (pointer: coarse){');
  if (touch && coarse === undefined) return [];
  const parts = (touch ? coarse! : fine!).split(/@container ssr-grid ([^{]*)\{/);
  const blocks: StylesheetBlock[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const body = parts[i]!;
    const inner = new RegExp(String.raw`\.ssr-inner\{width:${NUMBER}px;height:${NUMBER}px\}`).exec(
      body,
    );
    if (!inner) throw new Error(`no .ssr-inner size in block ${i / 2}`);
    const positions: { left: number; top: number }[] = [];
    const place = String.raw`\.ssr-inner \.ssr-c(\d+)\{left:${NUMBER}px;top:${NUMBER}px\}`;
    for (const m of body.matchAll(new RegExp(place, 'g')))
      positions[Number(m[1])] = { left: Number(m[2]), top: Number(m[3]) };
    const heights: number[] = [];
    for (const m of body.matchAll(/\.ssr-c(\d+)\{height:(\d+)px\}/g))
      heights[Number(m[1])] = Number(m[2]);
    const cardWidth = new RegExp(String.raw`\.ssr-card\{width:${NUMBER}px\}`).exec(body);
    const query = i === 0 ? '' : parts[i - 1]!;
    const min = new RegExp(String.raw`(?:min-width:|width >= )${NUMBER}px`).exec(query);
    const max = new RegExp(String.raw`width < ${NUMBER}px`).exec(query);
    blocks.push({
      minWidth: min ? Number(min[1]) : 0,
      ...(max ? { maxWidth: Number(max[1]) } : {}),
      width: Number(inner[1]),
      height: Number(inner[2]),
      positions,
      heights,
      ...(cardWidth ? { cardWidth: Number(cardWidth[1]) } : {}),
    });
  }
  return blocks;
}
