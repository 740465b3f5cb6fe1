import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { showStatsButton } from '@tack/contract/pin-stats-rules';
import { useViewer } from '../auth/queries.ts';
import { surfaceShows } from '../pins/rules/surfaces.ts';
import { cardStats } from './stat-display.ts';

/**
 * The card's stats button (§6): on board and profile grids, the viewer's own pins (story pins
 * for partners only), with the 30-day impressions the card's data carries; it opens the pin's
 * analytics page ("See more stats"). At the image's bottom right, above the hover action bar.
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
  if (
    !figures ||
    !showStatsButton({
      signedIn: viewer !== null,
      surfaceAllows: surfaceShows(surface, 'stats'),
      own: viewer?.id === pin.pinner.id,
      isStory: pin.storyPinData != null,
      viewerIsPartner: viewer?.isPartner ?? false,
    })
  )
    return null;
  const { text, label } = cardStats(figures, viewer?.locale);
  return (
    <Link
      className="card-stats"
      style={{ top: imageHeight - 8 }}
      to={`/pin/${pin.id}/analytics`}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true" className="card-stats-icon">
        ▮
      </span>
      {text}
    </Link>
  );
}
