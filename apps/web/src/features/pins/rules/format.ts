/**
 * One formatter per locale and options: making an Intl formatter costs far more than using one,
 * and every card formats its counts and times (a scroll profile had it among the card's costs).
 */
function cached<F>(make: (locale: string, key: string) => F) {
  const made = new Map<string, F>();
  return (locale: string, key = '') => {
    const id = `${locale}|${key}`;
    let f = made.get(id);
    if (!f) made.set(id, (f = make(locale, key)));
    return f;
  };
}
const numberFormat = cached(
  (locale, key) =>
    new Intl.NumberFormat(
      locale,
      key === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : {},
    ),
);
const relativeTimeFormat = cached(
  (locale, style) =>
    new Intl.RelativeTimeFormat(locale, {
      numeric: 'always',
      style: style as Intl.RelativeTimeFormatStyle,
    }),
);

/** Numbers and times through Intl (spec §5): short forms above 999, CJK units by locale. */
export function compactNumber(n: number, locale = 'en-US'): string {
  return numberFormat(locale, Math.abs(n) <= 999 ? '' : 'compact').format(n);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "Just now", "5 minutes ago", ... "2 years ago"; `short` gives "5 min. ago" style forms. */
export function timeAgo(
  then: Date | string,
  now: Date = new Date(),
  locale = 'en-US',
  short = false,
): string {
  const seconds = Math.round((now.getTime() - new Date(then).getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const rtf = relativeTimeFormat(locale, short ? 'short' : 'long');
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return 'Just now';
}
