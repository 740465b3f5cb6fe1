import { describe, expect, it } from 'vitest';
import { cardStats, statFigure } from './stat-display.ts';

describe('stat display (PC §4, §5)', () => {
  it('shows zero, short forms, and a dash for a missing stat', () => {
    expect(statFigure(0)).toEqual({ text: '0' });
    expect(statFigure(1234)).toEqual({ text: '1.2K' });
    expect(statFigure(null)).toEqual({ text: '—', title: 'This stat is not available yet' });
    expect(statFigure(undefined).text).toBe('—');
  });

  it("cuts the card's stats text above 14 characters and names every figure", () => {
    expect(cardStats({ impression: 12, save: 1, pinClick: null }).text).toBe('12 impressions');
    const cut = cardStats({ impression: 1234, save: 0, pinClick: 0 });
    expect(cut.text).toBe('1.2K impress...');
    // The accessible name starts with the visible text as shown (WCAG 2.5.3).
    expect(cut.label.startsWith('1.2K impress... — See more stats')).toBe(true);
    expect(cardStats({ impression: 2, save: 1, pinClick: null }).label).toBe(
      '2 impressions — See more stats. Last 30 days: 2 impressions, 1 save, ' +
        'pin clicks: not available yet',
    );
  });
});
