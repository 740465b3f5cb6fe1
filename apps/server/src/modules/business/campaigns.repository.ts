import type { Kysely } from 'kysely';
import type { Campaign } from '@tack/contract';
import { campaignState } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { imageUrls } from '../media/sizes.ts';

export const parseCountries = (text: string): string[] => {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
};

/** Each campaign's audience interests, by campaign id (one query). */
export async function interestsOf(db: Kysely<Database>, ids: string[]) {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('campaign_interests as ci')
    .innerJoin('interests as i', 'i.id', 'ci.interest_id')
    .select(['ci.campaign_id', 'i.id', 'i.name'])
    .where('ci.campaign_id', 'in', ids)
    .orderBy('i.name')
    .execute();
  for (const r of rows)
    out.set(r.campaign_id, [...(out.get(r.campaign_id) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** An advertiser's campaigns with their pins, newest first (or one, by id). */
export async function campaignsOf(
  db: Kysely<Database>,
  advertiserId: string,
  nowIso: string,
  id?: string,
): Promise<Campaign[]> {
  let q = db
    .selectFrom('campaigns as c')
    .innerJoin('pins as p', 'p.id', 'c.pin_id')
    .selectAll('c')
    .select(['p.title', 'p.image_signature', 'p.width', 'p.height'])
    .where('c.advertiser_id', '=', advertiserId);
  if (id) q = q.where('c.id', '=', id);
  const rows = await q.orderBy('c.id', 'desc').limit(200).execute();
  const interests = await interestsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    pinPromotionId: r.promotion_id,
    advertiserId: r.advertiser_id,
    pin: {
      id: r.pin_id,
      title: r.title,
      imageUrl: imageUrls(r.image_signature, r.width, r.height)['236x'].url,
    },
    name: r.name,
    budgetCents: r.budget_cents,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    state: campaignState({ status: r.status, startsAt: r.starts_at, endsAt: r.ends_at }, nowIso),
    interests: interests.get(r.id) ?? [],
    countries: parseCountries(r.countries),
    createdAt: r.created_at,
  }));
}
