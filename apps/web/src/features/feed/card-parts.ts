import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createPartsQueue } from './parts-queue.ts';

/**
 * Whether a card shows its parts beyond the image (its save button and, signed in, its footer)
 * yet. A card mounted while the page scrolls (within SCROLLING_MS of a scroll event) shows its
 * image and the footer's reserved space at once, and its parts once the page has been still for
 * SCROLLING_MS, a few cards' worth a frame in the order they mounted; a card scrolled past
 * before then never builds them, and focus coming into a card shows them at once. A card
 * mounted while the page is still (a first screen, a navigation, a page of results arriving)
 * has them at once. The parts are most of a card's cost to mount (a signed-in card 15 to 19 ms
 * at 4x CPU): issue 19, decision 0035.
 */
const SCROLLING_MS = 200;
/** Script a frame spends on waiting cards' parts (at least one card's). */
const FRAME_BUDGET_MS = 8;

let lastScroll = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined')
  // Capturing: a scroll of any scroller on the page (the window's, a dialog's) comes here.
  window.addEventListener('scroll', () => (lastScroll = performance.now()), {
    capture: true,
    passive: true,
  });

const scrolling = () => performance.now() - lastScroll <= SCROLLING_MS;

const queue = createPartsQueue({
  budgetMs: FRAME_BUDGET_MS,
  now: () => performance.now(),
  requestFrame: (run) => requestAnimationFrame(run),
  runNow: (show) => flushSync(show),
  canRun: () => !scrolling(),
});

/** Whether the card shows its parts, and how to show them at once (keyboard focus comes in). */
export function useCardParts(): [shown: boolean, show: () => void] {
  const [shown, setShown] = useState(() => !scrolling());
  const show = useCallback(() => setShown(true), []);
  useEffect(() => (shown ? undefined : queue.add(show)), [shown, show]);
  return [shown, show];
}
