import { useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { anchoredBlocked, boxesOverlap, type Box } from '../calm.ts';
import { FloatingHold } from '../floating-queue.ts';

/** What an anchored message must not cover: page headings and every other message. */
const OBSTACLES =
  'h1, h2, .placement, .xp-modal, .xp-toast, .xp-panel, .xp-pulsar, .xp-survey, .xp-callout-floating';

/** The viewport boxes of visible headings and other messages (not this message's own parts). */
export function pageObstacles(messageId: string): Box[] {
  const boxes: Box[] = [];
  for (const el of document.querySelectorAll(OBSTACLES)) {
    const own = el.closest('[data-xp-message]');
    if (own && own.getAttribute('data-xp-message') === messageId) continue;
    if (el.querySelector(`[data-xp-message="${CSS.escape(messageId)}"]`)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || getComputedStyle(el).visibility === 'hidden') continue;
    boxes.push({ top: r.top, left: r.left, width: r.width, height: r.height });
  }
  return boxes;
}

/**
 * Puts the message on hold (its placement then shows the next one) when, at `box`, it would
 * cover a heading or another message, not fit the viewport, or point at an off-screen anchor.
 * Checked before paint, and again as the page scrolls or its content arrives. Returns the
 * placed id for the parts' `data-xp-message`.
 */
export function useAnchoredCheck(box: Box | null, anchor: Box): string {
  const { id, hold } = useContext(FloatingHold);
  const check = () => {
    if (!box) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    if (anchoredBlocked(box, anchor, viewport, pageObstacles(id))) hold(true);
  };
  const layoutTick = useLayoutTick(check);
  const { top, left, width, height } = box ?? { top: 0, left: 0, width: 0, height: 0 };
  const measured = box !== null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- box and anchor by value
  useLayoutEffect(check, [
    measured,
    top,
    left,
    width,
    height,
    anchor.top,
    anchor.left,
    anchor.width,
    anchor.height,
    layoutTick,
    id,
    hold,
  ]);
  return id;
}

/**
 * The same for a message in a corner of the screen (toast, survey, floating callout) rendered
 * inside `ref`: put on hold when it would cover a heading or another message.
 */
export function useCornerCheck(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { id, hold }: { id: string; hold(onHold: boolean): void },
): void {
  const check = () => {
    const el = active ? ref.current : null;
    if (!el) return;
    for (const child of el.children) {
      const r = child.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) continue;
      const box = { top: r.top, left: r.left, width: r.width, height: r.height };
      if (pageObstacles(id).some((o) => boxesOverlap(box, o))) hold(true);
    }
  };
  // Only a corner message on screen is checked: a banner's placement does not re-render as the
  // page scrolls or its cards mount.
  const layoutTick = useLayoutTick(check, active ? ref : null);
  useLayoutEffect(check, [active, ref, layoutTick, id, hold]);
}

/**
 * A counter that moves (once a frame at most) as the page scrolls, resizes or changes, or as
 * `watch` (a message's own box) changes. When content arrives or moves (a banner, a heading),
 * `checkNow` also runs at once, before the browser paints: a message that a late banner now
 * covers goes on hold in the same frame instead of showing over it for one. `watch` null: nothing
 * to check, nothing watched (the counter stays).
 */
function useLayoutTick(checkNow: () => void, watch?: RefObject<HTMLElement | null> | null): number {
  const [layoutTick, setLayoutTick] = useState(0);
  const latestCheck = useRef(checkNow);
  useLayoutEffect(() => {
    latestCheck.current = checkNow;
  });
  useEffect(() => {
    if (watch === null) return;
    let frame = 0;
    const later = () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          setLayoutTick((n) => n + 1);
        });
    };
    // Observer callbacks run after layout and before paint.
    const changed = () => {
      latestCheck.current();
      later();
    };
    const observer = new ResizeObserver(changed);
    observer.observe(document.body);
    // Content arriving (a banner, a heading) may not resize the body of a short page.
    const mutations = new MutationObserver(changed);
    mutations.observe(document.body, { childList: true, subtree: true });
    if (watch?.current)
      mutations.observe(watch.current, { childList: true, subtree: true, attributes: true });
    window.addEventListener('scroll', later, { capture: true, passive: true });
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      observer.disconnect();
      mutations.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
    };
  }, [watch]);
  return layoutTick;
}
