import type { Kysely } from 'kysely';
import { actingRefusal, canReadPinStats, type Pin, type StatsPinFacts } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import type { ViewerRow } from '../../plugins/session.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { toPin } from '../pins/pins.mapper.ts';
import { hasMfa, managedProfiles, parsePermissions } from '../business/business.repository.ts';

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
 * The business profiles whose pins' stats this person may read (§6 "Business partner"): those
 * they manage with VIEW_STATS (ADMIN holds it), as long as they meet the profile's two-factor
 * requirement: the same refusal as acting as the profile (contract business-rules).
 */
async function statsProfilesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const profiles = await managedProfiles(db, userId);
  if (!profiles.length) return [];
  const viewerHasMfa = await hasMfa(db, userId);
  return profiles
    .filter(
      (p) =>
        actingRefusal({
          businessName: p.username,
          permissions: parsePermissions(p.permissions),
          needed: 'VIEW_STATS',
          profileRequiresMfa: Boolean(p.business_requires_mfa),
          viewerHasMfa,
        }) === null,
    )
    .map((p) => p.id);
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
      managedProfileIds: await statsProfilesOf(db, viewer.id),
    },
    { pinnerId: row.pinner_id, isStory: statsFactsOf(pin).isStory },
  );
  return allowed ? pin : null;
}
