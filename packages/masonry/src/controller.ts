import { needsNewBand, overscanFor } from './bands.ts';
import { measureViewport, type ScrollContainer, type ViewportStore } from './viewport.ts';

/** What the controller reads from the component's last commit. */
export interface Latest {
  props: {
    items: { length: number };
    overscan?: number;
    endThreshold?: number;
    onEndReached?: () => void;
  };
  /** Height of the laid-out content (0 before the first layout). */
  height: number;
}

/**
 * The grid's event side. It measures on scroll (passive listener, at most once per animation
 * frame) and on ResizeObserver callbacks (which come after layout, so reading sizes forces
 * nothing); publishes a viewport to the store only when the rendered band no longer has room to
 * spare (see `bands.ts`); and asks for more items once per items length.
 */
export function createGridController(
  store: ViewportStore,
  latest: { current: Latest },
  scroller: () => ScrollContainer | null,
) {
  let grid: HTMLElement | null = null;
  let raw = { width: -1, top: 0, height: 0 };
  let asked = -1;
  let frame = 0;

  function checkEnd() {
    const { props: p, height: end } = latest.current;
    if (!p.onEndReached || asked === p.items.length || end <= 0 || raw.width < 0) return;
    if (raw.top + raw.height + (p.endThreshold ?? 1500) >= end) {
      asked = p.items.length;
      p.onEndReached();
    }
  }

  function measure() {
    frame = 0;
    const sc = scroller();
    if (!grid || !sc) return;
    raw = { width: grid.clientWidth, ...measureViewport(grid, sc) };
    const current = store.get();
    const overscan = overscanFor(raw.height, latest.current.props.overscan);
    if (raw.width !== current.width || needsNewBand(current, raw, overscan)) store.set(raw);
    checkEnd();
  }

  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };

  /** Watches the grid's width (and the window's height). Call in a layout effect. */
  function observe(el: HTMLElement): () => void {
    grid = el;
    // Its first callback comes after the next layout, before paint: the initial measurement.
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      grid = null;
      ro.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
  }

  /** Watches the scroll container. Call in a passive effect, once ancestors' refs are set. */
  function listen(sc: ScrollContainer): () => void {
    sc.addEventListener('scroll', schedule, { passive: true });
    const ro = sc instanceof HTMLElement ? new ResizeObserver(schedule) : null;
    if (sc instanceof HTMLElement) ro?.observe(sc);
    schedule();
    return () => {
      sc.removeEventListener('scroll', schedule);
      ro?.disconnect();
    };
  }

  return { observe, listen, checkEnd };
}
