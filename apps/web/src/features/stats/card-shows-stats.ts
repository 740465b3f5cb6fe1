import type { Pin } from '@tack/contract';
import { showStatsButton } from '@tack/contract/pin-stats-rules';
import { surfaceShows } from '../pins/rules/surfaces.ts';

/**
 * Whether a card shows its stats button (§6): the card places its other image chips around it
 * before the button's own code has loaded, so both ask this one function.
 */
export function cardShowsStats(
  pin: Pin,
  viewer: { id: string; isPartner: boolean } | null,
  surface: string,
): boolean {
  return (
    pin.aggregatedPinData.creatorAnalytics != null &&
    showStatsButton({
      signedIn: viewer !== null,
      surfaceAllows: surfaceShows(surface, 'stats'),
      own: viewer?.id === pin.pinner.id,
      isStory: pin.storyPinData != null,
      viewerIsPartner: viewer?.isPartner ?? false,
    })
  );
}
