/** Annotation tag scroller (spec §4). */
export const SCROLL_THRESHOLD_PX = 4;

/** Arrows show when more than 4 px overflow on that side. */
export function scrollArrows(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  return {
    left: scrollLeft > SCROLL_THRESHOLD_PX,
    right: scrollWidth - clientWidth - scrollLeft > SCROLL_THRESHOLD_PX,
  };
}

/** A step is half the scroller width. */
export const scrollStep = (clientWidth: number) => clientWidth / 2;
