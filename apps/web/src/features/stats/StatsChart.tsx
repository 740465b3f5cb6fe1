import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { PinStats } from '@tack/contract';

type Metric = PinStats['metrics'][number];

/** `2026-03-09` → `Mar 9` (UTC: the days are UTC days). */
export const shortDay = (day: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * One metric's daily bars (recharts, in the analytics page's own chunk). The picture is one
 * image to assistive technology, named by a summary; the figures themselves are in the table
 * beside it (StatsTable), so nothing is only in the chart.
 */
export function StatsChart({
  metric,
  days,
  locale,
}: {
  metric: Metric;
  days: string[];
  locale?: string;
}) {
  const data = days.map((day, i) => ({ day: shortDay(day, locale), value: metric.daily[i] ?? 0 }));
  const best = Math.max(0, ...data.map((d) => d.value));
  const summary =
    `${metric.label} per day, ${shortDay(days[0]!, locale)} to ${shortDay(days.at(-1)!, locale)}: ` +
    `${metric.total ?? 0} in all, at most ${best} in a day.`;
  return (
    <div className="stats-chart" role="img" aria-label={summary}>
      {/* Inert: Chrome gives the chart's SVG layers a Tab stop of their own, a stop that says
          nothing; the figures are one Tab away, in the table under the chart. */}
      <div inert>
        <ResponsiveContainer width="100%" height={160}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16 }}>
            <XAxis
              dataKey="day"
              tick={{ fill: 'currentColor', fontSize: 12 }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} width={48} />
            <Bar dataKey="value" name={metric.label} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
