/**
 * Which part of the grid is rendered, and when it moves. The grid renders one band: the viewport
 * it was last rendered for, plus `overscan` above and below. A newly measured viewport gets a new
 * band only when it has moved more than half the overscan away (or changed size), so the band
 * always covers the viewport with room to spare, and scrolling renders once every half overscan
 * instead of once a frame. The new band is rendered synchronously, before the frame is painted,
 * so the screen is never blank; each render mounts only the cards that came into the band.
 */
export type Band = readonly [top: number, bottom: number];

export interface Span {
  top: number;
  height: number;
}

/** Pixels rendered above and below the viewport: `overscan`, or half a viewport by default. */
export const overscanFor = (height: number, overscan?: number) => overscan ?? height / 2;

export function bandAround(v: Span, overscan: number): Band {
  return [v.top - overscan, v.top + v.height + overscan];
}

/** Whether the viewport `now` needs a new band, given the one `rendered` was made for. */
export function needsNewBand(rendered: Span, now: Span, overscan: number): boolean {
  return rendered.height !== now.height || Math.abs(now.top - rendered.top) > overscan / 2;
}
