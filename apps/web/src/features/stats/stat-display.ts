import type { CreatorAnalytics } from '@tack/contract';
import { STAT_NOT_AVAILABLE } from '@tack/contract/pin-stats-rules';
import { statsText } from '@tack/contract/pin-text';
import { compactNumber } from '../pins/rules/format.ts';

/** §5: a figure (zero shows as 0), or a dash standing for "This stat is not available yet". */
export function statFigure(
  value: number | null | undefined,
  locale?: string,
): { text: string; title?: string } {
  return value == null
    ? { text: '—', title: STAT_NOT_AVAILABLE }
    : { text: compactNumber(value, locale) };
}

const spoken = (value: number | null | undefined, one: string, many: string, locale?: string) =>
  value == null
    ? `${many}: not available yet`
    : `${compactNumber(value, locale)} ${value === 1 ? one : many}`;

/**
 * The card's stats shortcut: its short text (the 30-day impressions, cut by the §4 rule: above
 * 14 characters, 12 plus dots) and its accessible name: that text, then all three figures.
 */
export function cardStats(a: CreatorAnalytics, locale?: string) {
  const text = statsText(`${statFigure(a.impression, locale).text} impressions`);
  return {
    text,
    // The visible text first, as it is (cut or not): a voice command naming it finds the link.
    label:
      `${text} — See more stats. Last 30 days: ` +
      `${spoken(a.impression, 'impression', 'impressions', locale)}, ` +
      `${spoken(a.save, 'save', 'saves', locale)}, ` +
      `${spoken(a.pinClick, 'pin click', 'pin clicks', locale)}`,
  };
}
