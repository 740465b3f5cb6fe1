import { describe, expect, it } from 'vitest';
import {
  anchoredBlocked,
  boxesOverlap,
  leftUnanswered,
  pickFloating,
  priorityOf,
  touchDisplayData,
  touchWording,
  type FloatingCandidate,
} from './calm.ts';

const c = (id: string, kind: string, priority = 0, arrival = 0): FloatingCandidate => ({
  id,
  kind,
  priority,
  arrival,
});

describe('pickFloating', () => {
  it('shows nothing when nothing asks', () => {
    expect(pickFloating([])).toBeNull();
  });

  it('picks the highest priority first', () => {
    expect(pickFloating([c('toast', 'toast', 5), c('modal', 'modal', 1)])).toBe('toast');
  });

  it('breaks ties by kind: modal, anchored tips, corner callout, toast, survey', () => {
    const all = [
      c('survey', 'survey'),
      c('toast', 'toast'),
      c('callout', 'floating_callout'),
      c('hint', 'anchored_hint'),
      c('modal', 'modal'),
    ];
    expect(pickFloating(all)).toBe('modal');
    expect(pickFloating(all.slice(0, 4))).toBe('hint');
    expect(pickFloating(all.slice(0, 3))).toBe('callout');
    expect(pickFloating(all.slice(0, 2))).toBe('toast');
  });

  it('then first come, first shown', () => {
    expect(pickFloating([c('b', 'tooltip', 0, 2), c('a', 'popover', 0, 1)])).toBe('b');
    expect(pickFloating([c('late', 'popover', 0, 2), c('early', 'popover', 0, 1)])).toBe('early');
  });

  it('skips messages on hold (they cannot show here) and shows the next', () => {
    const all = [c('modal', 'modal'), c('toast', 'toast')];
    expect(pickFloating(all, new Set(['modal']))).toBe('toast');
    expect(pickFloating(all, new Set(['modal', 'toast']))).toBeNull();
  });
});

describe('priorityOf', () => {
  it('reads the record priority from metadata, else 0', () => {
    expect(priorityOf({ metadata: { priority: 7 } })).toBe(7);
    expect(priorityOf({ metadata: {} })).toBe(0);
    expect(priorityOf({ metadata: { priority: 'high' } })).toBe(0);
  });
});

describe('overlap rules', () => {
  const viewport = { width: 390, height: 844 };
  const anchor = { top: 10, left: 100, width: 200, height: 44 };
  const panel = { top: 62, left: 85, width: 220, height: 90 };

  it('boxes overlap only when they share area', () => {
    expect(boxesOverlap(panel, { top: 100, left: 0, width: 390, height: 30 })).toBe(true);
    expect(boxesOverlap(panel, { top: 152, left: 0, width: 390, height: 30 })).toBe(false);
    expect(boxesOverlap(panel, { top: 62, left: 305, width: 50, height: 30 })).toBe(false);
  });

  it('an anchored message shows when it fits and covers nothing', () => {
    expect(anchoredBlocked(panel, anchor, viewport, [])).toBe(false);
    expect(
      anchoredBlocked(panel, anchor, viewport, [{ top: 300, left: 0, width: 390, height: 40 }]),
    ).toBe(false);
  });

  it('waits when it would cover a heading or another message', () => {
    const h1 = { top: 120, left: 16, width: 358, height: 40 };
    expect(anchoredBlocked(panel, anchor, viewport, [h1])).toBe(true);
  });

  it('waits while its anchor is off screen or hidden', () => {
    expect(anchoredBlocked(panel, { ...anchor, top: -60 }, viewport, [])).toBe(true);
    expect(anchoredBlocked(panel, { ...anchor, left: 400 }, viewport, [])).toBe(true);
    expect(anchoredBlocked(panel, { ...anchor, width: 0, height: 0 }, viewport, [])).toBe(true);
  });

  it('waits when it does not fit in the viewport (a 390 px phone)', () => {
    expect(anchoredBlocked({ ...panel, left: 200 }, anchor, viewport, [])).toBe(true);
    expect(anchoredBlocked({ ...panel, top: 800 }, anchor, viewport, [])).toBe(true);
  });
});

describe('leftUnanswered', () => {
  it('a modal seen before counts as dismissed; other kinds and unseen modals do not', () => {
    expect(leftUnanswered({ kind: 'modal', status: 'viewed' })).toBe(true);
    expect(leftUnanswered({ kind: 'modal', status: 'not_viewed' })).toBe(false);
    expect(leftUnanswered({ kind: 'toast', status: 'viewed' })).toBe(false);
  });
});

describe('touchWording', () => {
  it('says Tap where a mouse would hover', () => {
    expect(touchWording('Save what inspires you. Hover a pin and press Save to start.')).toBe(
      'Save what inspires you. Tap a pin and press Save to start.',
    );
    expect(touchWording('hover over a pin, hovering on it')).toBe('tap a pin, tapping it');
    expect(touchWording('HOVER HERE')).toBe('TAP HERE');
  });

  it('leaves other words alone', () => {
    expect(touchWording('Hovercraft and shoverl')).toBe('Hovercraft and shoverl');
    expect(touchWording('Press Save')).toBe('Press Save');
  });

  it('rewrites the text values of display data, not its addresses', () => {
    expect(
      touchDisplayData({
        title: 'Hover to see more',
        completeButton: { text: 'Hover me', url: '/hover/' },
        buttons: [{ text: 'hovered' }],
        delay: 3,
        anchor: 'hover-box',
      }),
    ).toEqual({
      title: 'Tap to see more',
      completeButton: { text: 'Tap me', url: '/hover/' },
      buttons: [{ text: 'tapped' }],
      delay: 3,
      anchor: 'hover-box',
    });
  });
});
