import type { Kysely } from 'kysely';
import { canReadPinStats, type Pin, type StatsPinFacts } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import type { ViewerRow } from '../../plugins/session.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { toPin } from '../pins/pins.mapper.ts';

type Viewer = Pick<ViewerRow, 'id' | 'is_partner'>;

/** The facts of a pin the §6 stats rules ask about. */
export function statsFactsOf(pin: Pin): StatsPinFacts {
  return {
    isStory: pin.storyPinData != null,
    // Promoted pins stand for "ad-only" pins: Tack has no ads-only profiles of its own.
    isAdOnly: pin.isPromoted || pin.isThirdPartyAd,
    isSave: pin.isRepin,
  };
}

/**
 * The pin when this viewer may read its stats, else null (the API and the page head then answer
 * 404, as for a pin that does not exist: a stranger learns nothing). Only pins the viewer sees.
 */
export async function pinForStats(
  db: Kysely<Database>,
  viewer: Viewer | null,
  pinId: string,
): Promise<Pin | null> {
  if (!viewer) return null;
  const row = await pinsQuery(db, viewer.id).where('pins.id', '=', pinId).executeTakeFirst();
  if (!row) return null;
  const pin = toPin(row);
  const allowed = canReadPinStats(
    {
      id: viewer.id,
      isPartner: Boolean(viewer.is_partner),
      // The seam for business access (§6): the profiles the viewer manages, none until it exists.
      managedProfileIds: [],
    },
    { pinnerId: row.pinner_id, isStory: statsFactsOf(pin).isStory },
  );
  return allowed ? pin : null;
}
