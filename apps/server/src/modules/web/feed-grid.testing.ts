/** Reads the first page's stylesheet back, for tests: what each column count puts where. */
export interface StylesheetBlock {
  /** The container width the block applies from (0 for the unconditional one-column block). */
  minWidth: number;
  width: number;
  height: number;
  /** Per card index: its translate(x, y). */
  positions: { left: number; top: number }[];
}

export function readStylesheet(css: string): StylesheetBlock[] {
  const parts = css.split(/@container ssr-grid \(min-width:(\d+)px\)\{/);
  const blocks: StylesheetBlock[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const body = parts[i]!;
    const inner = /\.ssr-inner\{width:(\d+)px;height:(\d+)px\}/.exec(body);
    if (!inner) throw new Error(`no .ssr-inner size in block ${i / 2}`);
    const positions: { left: number; top: number }[] = [];
    for (const m of body.matchAll(/\.ssr-c(\d+)\{transform:translate\((-?\d+)px,(-?\d+)px\)\}/g))
      positions[Number(m[1])] = { left: Number(m[2]), top: Number(m[3]) };
    blocks.push({
      minWidth: i === 0 ? 0 : Number(parts[i - 1]),
      width: Number(inner[1]),
      height: Number(inner[2]),
      positions,
    });
  }
  return blocks;
}
