import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { scrollDismissArmed, type Rect } from './rules.ts';
import type { RendererProps } from './types.ts';

/** The latest value of a callback, for effects that must not restart when it changes. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * A message that hides itself once completed or dismissed: `complete` and `dismiss` report to
 * the placement (with the element acted on) and close it; after that both do nothing.
 */
export function useCloseOnAction(props: Pick<RendererProps, 'onComplete' | 'onDismiss'>) {
  const [closed, setClosed] = useState(false);
  return {
    closed,
    complete(element: string) {
      if (closed) return;
      props.onComplete(element);
      setClosed(true);
    },
    dismiss(element: string) {
      if (closed) return;
      props.onDismiss(element);
      setClosed(true);
    },
    /** Hides it without a report (a popover set to skip completion). */
    close: () => setClosed(true),
  };
}

/** True once `ms` have passed since mount (or since `ms` became a number); null never. */
export function useDelay(ms: number | null): boolean {
  const [done, setDone] = useState(ms === 0);
  useEffect(() => {
    if (ms === null || done) return;
    const t = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(t);
  }, [ms, done]);
  return done;
}

/** Calls `onView` once, the first time `visible` is true. */
export function useViewOnce(visible: boolean, onView: () => void) {
  const seen = useRef(false);
  const latest = useLatest(onView);
  useEffect(() => {
    if (!visible || seen.current) return;
    seen.current = true;
    latest.current();
  }, [visible, latest]);
}

/** Runs `fn` once after `ms` while `active` (restarts when `active` turns on again). */
export function useTimeout(fn: () => void, ms: number | null | undefined, active = true) {
  const latest = useLatest(fn);
  useEffect(() => {
    if (!active || ms === null || ms === undefined) return;
    const t = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(t);
  }, [ms, active, latest]);
}

/** The element marked `data-anchor="<name>"`, if any. */
export function findAnchor(anchor: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(anchor)}"]`);
}

const toRect = (r: DOMRect): Rect => ({
  top: r.top,
  left: r.left,
  width: r.width,
  height: r.height,
});
const sameRect = (a: Rect | null, b: Rect | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * The viewport rectangle of the `[data-anchor]` element, followed through scrolling, resizing
 * and layout changes (null while it is absent or not displayed).
 */
export function useAnchorRect(anchor: string | undefined, active = true): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  useEffect(() => {
    if (!anchor || !active) return;
    let frame = 0;
    let last: Rect | null = null;
    const measure = () => {
      frame = 0;
      const el = findAnchor(anchor);
      const r = el ? toRect(el.getBoundingClientRect()) : null;
      const next = r && (r.width > 0 || r.height > 0) ? r : null;
      if (!sameRect(last, next)) {
        last = next;
        setRect(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    const el = findAnchor(anchor);
    if (el) observer.observe(el);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [anchor, active]);
  return rect;
}

/** The viewport size, kept current on resize. */
export function useViewport(): { width: number; height: number } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * Scroll-to-dismiss (§4): once `delayMs` have passed since it showed, the first scroll,
 * touch-move or tap outside `inside` calls `onDismiss`.
 */
export function useScrollToDismiss(
  enabled: boolean,
  delayMs: number,
  onDismiss: () => void,
  inside?: RefObject<HTMLElement | null>,
) {
  const latest = useLatest(onDismiss);
  useEffect(() => {
    if (!enabled) return;
    const shownAt = Date.now();
    let done = false;
    const fire = (e: Event) => {
      if (done || !scrollDismissArmed(shownAt, Date.now(), delayMs)) return;
      const target = e.target;
      if (e.type === 'pointerdown' && target instanceof Node && inside?.current?.contains(target))
        return;
      done = true;
      latest.current();
    };
    const opts = { capture: true, passive: true } as const;
    window.addEventListener('scroll', fire, opts);
    window.addEventListener('touchmove', fire, opts);
    window.addEventListener('pointerdown', fire, opts);
    return () => {
      window.removeEventListener('scroll', fire, opts);
      window.removeEventListener('touchmove', fire, opts);
      window.removeEventListener('pointerdown', fire, opts);
    };
  }, [enabled, delayMs, latest, inside]);
}

/** Whether the user prefers reduced motion (animations are then skipped). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
