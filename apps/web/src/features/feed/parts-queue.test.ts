import { describe, expect, it } from 'vitest';
import { createPartsQueue } from './parts-queue.ts';

/** A queue on a hand-driven clock and frame list; each card's parts "take" `cost` ms. */
function harness(budgetMs: number, cost: number) {
  let clock = 0;
  let scrolling = false;
  const frames: (() => void)[] = [];
  const shown: string[] = [];
  const queue = createPartsQueue({
    budgetMs,
    now: () => clock,
    requestFrame: (run) => void frames.push(run),
    runNow: (show) => {
      show();
      clock += cost;
    },
    canRun: () => !scrolling,
  });
  const card = (id: string) => queue.add(() => shown.push(id));
  /** Runs the frames requested so far (one browser frame); answers what it showed. */
  const frame = () => {
    const before = shown.length;
    for (const run of frames.splice(0)) run();
    return shown.slice(before);
  };
  const scroll = (on: boolean) => (scrolling = on);
  return { queue, card, frame, frames, scroll };
}

describe('the queue of cards waiting for their parts', () => {
  it('shows cards in the order they came, as many a frame as the budget allows', () => {
    const h = harness(8, 3);
    for (const id of ['a', 'b', 'c', 'd', 'e']) h.card(id);
    // 3 + 3 = 6 ms < 8, the third reaches 9 ms: three a frame.
    expect(h.frame()).toEqual(['a', 'b', 'c']);
    expect(h.frame()).toEqual(['d', 'e']);
    expect(h.frame()).toEqual([]);
    expect(h.queue.size).toBe(0);
  });

  it('shows at least one card a frame however slow, so the queue always moves', () => {
    const h = harness(8, 20);
    for (const id of ['a', 'b']) h.card(id);
    expect(h.frame()).toEqual(['a']);
    expect(h.frame()).toEqual(['b']);
  });

  it('never builds the parts of a card that left before its turn', () => {
    const h = harness(8, 3);
    h.card('a');
    const leave = h.card('b');
    h.card('c');
    leave();
    expect(h.frame()).toEqual(['a', 'c']);
  });

  it('shows none while the page scrolls, and goes on in the first frame after', () => {
    const h = harness(8, 3);
    h.card('a');
    h.scroll(true);
    expect(h.frame()).toEqual([]);
    expect(h.frame()).toEqual([]);
    h.scroll(false);
    expect(h.frame()).toEqual(['a']);
  });

  it('asks for one frame at a time, and none when nothing waits', () => {
    const h = harness(8, 3);
    expect(h.frames).toHaveLength(0);
    h.card('a');
    h.card('b');
    expect(h.frames).toHaveLength(1);
    h.frame();
    expect(h.frames).toHaveLength(0);
    h.card('c');
    expect(h.frames).toHaveLength(1);
  });
});
