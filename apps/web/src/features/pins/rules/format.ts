/** Numbers and times through Intl (spec §5): short forms above 999, CJK units by locale. */
export function compactNumber(n: number, locale = 'en-US'): string {
  if (Math.abs(n) <= 999) return new Intl.NumberFormat(locale).format(n);
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
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
  const rtf = new Intl.RelativeTimeFormat(locale, {
    numeric: 'always',
    style: short ? 'short' : 'long',
  });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return 'Just now';
}
