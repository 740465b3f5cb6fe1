import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { STATS_RANGES, type StatsRange } from '@tack/contract/pin-stats-rules';
import { ApiError } from '../../api/client.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import { usePinStats } from './queries.ts';
import { statFigure } from './stat-display.ts';
import { shortDay, StatsChart } from './StatsChart.tsx';
import './analytics.css';

/**
 * /pin/{id}/analytics (PC §2): a pin's figures over the last 7, 14 or 30 days, with a total and
 * a chart per metric and the figures as a table. Only its pinner (and operators) get it; for
 * anyone else the pin does not exist (the server answers 404 for the page and the data).
 */
export function AnalyticsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  const [days, setDays] = useState<StatsRange>(30);
  const stats = usePinStats(id, days, viewer !== null);
  useTitle('Pin stats');
  if (session.isPending || (viewer && stats.isPending)) return <p className="empty">Loading…</p>;
  if (!viewer || (stats.error instanceof ApiError && stats.error.status === 404))
    return <NotFound what="Pin" />;
  if (!stats.data) return <p className="empty">Sorry! Something went wrong on our end.</p>;
  const s = stats.data;
  const locale = viewer.locale;
  return (
    <div className="pin-stats">
      <header className="pin-stats-head">
        <img src={s.pin.imageUrl} alt="" width={72} />
        <div>
          <h1>Pin stats</h1>
          <p>
            <Link to={`/pin/${s.pinId}/`}>{s.pin.title || 'Your Pin'}</Link>
          </p>
        </div>
      </header>
      <fieldset className="pin-stats-range">
        <legend>Date range</legend>
        {STATS_RANGES.map((d) => (
          <label key={d}>
            <input
              type="radio"
              name="stats-range"
              value={d}
              checked={days === d}
              onChange={() => setDays(d)}
            />
            Last {d} days
          </label>
        ))}
      </fieldset>
      <p className="pin-stats-note">
        {shortDay(s.dayList[0]!, locale)} – {shortDay(s.dayList.at(-1)!, locale)} (UTC).
        {s.pin.isSave && ' Saves of a saved Pin count toward the original Pin.'}
      </p>
      <section aria-label="Totals" className="pin-stats-totals">
        {s.metrics.map((m) => {
          const f = statFigure(m.total, locale);
          return (
            <div key={m.metric} className="pin-stats-total">
              <span className="pin-stats-label">{m.label}</span>
              <span className="pin-stats-figure" data-metric={m.metric}>
                {f.text}
              </span>
              {f.title && <span className="pin-stats-missing">{f.title}</span>}
            </div>
          );
        })}
      </section>
      {s.metrics
        .filter((m) => m.total !== null)
        .map((m) => (
          <section key={m.metric} className="pin-stats-metric" aria-labelledby={`m-${m.metric}`}>
            <h2 id={`m-${m.metric}`}>{m.label}</h2>
            <StatsChart metric={m} days={s.dayList} locale={locale} />
            <details>
              <summary>{m.label} by day</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">{m.label}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.dayList.map((day, i) => (
                    <tr key={day}>
                      <th scope="row">{shortDay(day, locale)}</th>
                      <td>{m.daily[i]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
        ))}
    </div>
  );
}
