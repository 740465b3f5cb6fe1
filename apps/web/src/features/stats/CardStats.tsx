import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { useViewer } from '../auth/queries.ts';
import { cardShowsStats } from './card-shows-stats.ts';
import { cardStats } from './stat-display.ts';

/**
 * The card's stats button (§6): on board and profile grids, the viewer's own pins (story pins
 * for partners only), with the 30-day impressions the card's data carries; it opens the pin's
 * analytics page, and says so ("See more stats"). At the image's bottom right, where the hover
 * action bar leaves room for it.
 */
export default function CardStats({
  pin,
  surface,
  imageHeight,
}: {
  pin: Pin;
  surface: string;
  imageHeight: number;
}) {
  const viewer = useViewer();
  const figures = pin.aggregatedPinData.creatorAnalytics;
  if (!figures || !cardShowsStats(pin, viewer, surface)) return null;
  const { text, label } = cardStats(figures, viewer?.locale);
  return (
    <Link
      className="card-stats"
      style={{ top: imageHeight - 8 }}
      to={`/pin/${pin.id}/analytics`}
      aria-label={label}
      title={label}
    >
      <span className="card-stats-figure">
        <span aria-hidden="true" className="card-stats-icon">
          ▮
        </span>
        {text}
      </span>{' '}
      {/* §8's visible string: the button says where it goes, not only its name. */}
      <span className="card-stats-more">See more stats</span>
    </Link>
  );
}
