import { visibleItems, type ColumnIndex } from './visible.ts';

/**
 * Which part of the grid is rendered, and when to move it. Two kinds of update:
 *
 * - The *ahead* band (the viewport plus `overscan` above and below) moves in a React transition:
 *   rendered in slices between frames, so scrolling never waits for it. It moves once the
 *   viewport has used up half of the overscan on one side.
 * - Only when the viewport leaves everything rendered (a jump longer than the overscan, a
 *   resize) is the viewport itself rendered synchronously, before the frame is painted, so the
 *   screen is never blank; the overscan follows in a transition.
 *
 * Until the transition commits, both bands are rendered: cards of the old band are not
 * unmounted in the urgent frame, which then only mounts what has come into view.
 */
export type Band = readonly [top: number, bottom: number];

export interface Span {
  top: number;
  height: number;
  seq: number;
}

/** The bands to render for the urgent viewport `now` and the band requested `ahead`. */
export function renderBands(now: Span, ahead: Span | null, overscan: number): Band[] {
  const around = (s: Span): Band => [s.top - overscan, s.top + s.height + overscan];
  if (!ahead) return [around(now)];
  if (ahead.seq >= now.seq) return [around(ahead)];
  return [around(ahead), [now.top, now.top + now.height]];
}

export function covers(bands: readonly Band[], top: number, height: number): boolean {
  return bands.some(([a, b]) => a <= top && top + height <= b);
}

export interface Decision {
  /** Render the viewport now, before paint. */
  urgent: boolean;
  /** Move the ahead band (in a transition). */
  ahead: boolean;
}

/**
 * `rendered`: the bands of the last commit; `requested`: the last ahead band asked for (it may
 * still be rendering); `widthChanged`: a new width needs a new layout, which is urgent.
 */
export function decide(
  top: number,
  height: number,
  rendered: readonly Band[],
  requested: Span | null,
  overscan: number,
  widthChanged: boolean,
): Decision {
  const urgent = widthChanged || !covers(rendered, top, height);
  const ahead =
    urgent ||
    !requested ||
    requested.height !== height ||
    Math.abs(requested.top - top) > overscan / 2;
  return { urgent, ahead };
}

/** Item indexes (ascending, no duplicates) intersecting any of the bands. */
export function itemsInBands(state: ColumnIndex, bands: readonly Band[]): number[] {
  const [first, ...rest] = bands.map(([a, b]) => visibleItems(state, a, b));
  if (!first) return [];
  if (!rest.length) return first;
  return [...new Set(first.concat(...rest))].sort((x, y) => x - y);
}
