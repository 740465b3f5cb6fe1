/**
 * Where the grid sits in its scroll container, as a tiny external store. React reads it with
 * useSyncExternalStore, whose updates render synchronously: a viewport measured in a frame's
 * requestAnimationFrame, or a width reported by ResizeObserver, is rendered before that frame is
 * painted. The grid publishes here only when it must (see `bands.ts`).
 */
export interface Viewport {
  /** Width available to the grid; null until known (nothing is laid out before). */
  width: number | null;
  /** Top of the visible area, in the grid's own coordinates (0 = the grid's top edge). */
  top: number;
  /** Height of the visible area. */
  height: number;
}

export type ScrollContainer = Window | HTMLElement;

export interface ViewportStore {
  get(): Viewport;
  set(next: Viewport): void;
  subscribe(listener: () => void): () => void;
}

export function createViewportStore(initial: Viewport): ViewportStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(next) {
      snapshot = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function isWindow(c: ScrollContainer): c is Window {
  return typeof window !== 'undefined' && c === window;
}

/** The visible band of `scroller`, relative to the top of `grid`. */
export function measureViewport(
  grid: HTMLElement,
  scroller: ScrollContainer,
): { top: number; height: number } {
  const gridTop = grid.getBoundingClientRect().top;
  if (isWindow(scroller)) return { top: -gridTop, height: scroller.innerHeight };
  const box = scroller.getBoundingClientRect();
  return { top: box.top + scroller.clientTop - gridTop, height: scroller.clientHeight };
}
