import { createHash } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audienceTakes, type Pin } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { nowIso } from '../../lib/ids.ts';
import { queryTemplate } from '../../db/query-template.ts';
import { notHidden, pinsQuery, type PinRow } from '../pins/pins.repository.ts';
import { parseCountries } from '../business/campaigns.repository.ts';
import { businessNameOf } from '../business/business.repository.ts';

/** How many running campaigns a page chooses among (newest first). */
const CANDIDATES = 100;

export interface PromotedPick {
  row: PinRow;
  campaign: { id: string; promotionId: string; advertiserId: string; advertiserName: string };
}

/**
 * The campaigns running at `now`, newest first, of advertisers still here (compiled once). Its
 * LIMIT is written out: bound as a parameter, SQLite ran this statement three times slower on an
 * empty table (17 against 5 us, the same plan: the sort that ORDER BY needs).
 */
const runningCampaigns = queryTemplate((db, v: { now: string }) =>
  db
    .selectFrom('campaigns as c')
    .innerJoin('users as a', 'a.id', 'c.advertiser_id')
    .select([
      'c.id',
      'c.promotion_id',
      'c.advertiser_id',
      'c.pin_id',
      'c.countries',
      'a.username',
      'a.full_name',
    ])
    .where('c.status', '=', 'active')
    .where('c.starts_at', '<=', v.now)
    .where('c.ends_at', '>', v.now)
    .where('a.deactivated_at', 'is', null)
    .orderBy('c.id', 'desc')
    .limit(sql.lit(CANDIDATES)),
);

/**
 * The promoted pin of the home feed (PC §1, §3; MC §6), on its first page: a running campaign
 * whose audience takes the viewer (its interests against the topics they follow and, with
 * consent, the topics of their saves; its countries against theirs) and whose pin they may see
 * and did not hide. Targeting needs marketing consent (campaign-rules.ts). One per feed load, so
 * the grid never holds the pin twice; the viewer and the hour pick among the matches, so they
 * rotate.
 */
export async function promotedPick(
  ctx: CallContext,
  viewer: { interests: ReadonlySet<string>; marketing: boolean },
  bookmark: string | null | undefined,
): Promise<PromotedPick | null> {
  if (bookmark) return null;
  const now = nowIso();
  const viewerId = ctx.viewer?.id ?? null;
  const campaigns = await runningCampaigns(ctx.db, '', { now });
  if (!campaigns.length) return null;
  const aimed = await ctx.db
    .selectFrom('campaign_interests')
    .select(['campaign_id', 'interest_id'])
    .where(
      'campaign_id',
      'in',
      campaigns.map((c) => c.id),
    )
    .execute();
  const interestsOf = (id: string) =>
    aimed.filter((a) => a.campaign_id === id).map((a) => a.interest_id);
  const country = ctx.viewer?.country ?? null;
  const takes = campaigns.filter((c) =>
    audienceTakes(
      { interests: interestsOf(c.id), countries: parseCountries(c.countries) },
      { interests: viewer.interests, country, marketing: viewer.marketing },
    ),
  );
  if (!takes.length) return null;
  const visible = await notHidden(pinsQuery(ctx.db, viewerId), viewerId, 'home')
    .where(
      'pins.id',
      'in',
      takes.map((c) => c.pin_id),
    )
    .execute();
  const rows = new Map(visible.map((r) => [r.id, r]));
  const shown = takes.filter((c) => rows.has(c.pin_id));
  if (!shown.length) return null;
  const seed = `${ctx.viewer?.id ?? ''}:${now.slice(0, 13)}`;
  const at = createHash('sha256').update(seed).digest().readUInt32BE(0) % shown.length;
  const c = shown[at]!;
  return {
    row: rows.get(c.pin_id)!,
    campaign: {
      id: c.id,
      promotionId: c.promotion_id,
      advertiserId: c.advertiser_id,
      advertiserName: businessNameOf(c),
    },
  };
}

/** The pin as a campaign delivers it: labelled promoted, carrying its promotion's ids. */
export function asPromoted(pin: Pin, pick: PromotedPick, viewerId: string | null): Pin {
  return {
    ...pin,
    isPromoted: true,
    promoterName: pick.campaign.advertiserName,
    adData: { isWeightLossAd: false },
    pinPromotionId: pick.campaign.promotionId,
    campaignId: pick.campaign.id,
    advertiserId: pick.campaign.advertiserId,
    isQuickPromotable: false,
    // The advertiser's own ad: theirs to take out (stop the campaign), not to save.
    promotedIsRemovable: pick.campaign.advertiserId === viewerId,
    recommendationReason: {
      reason: 'promoted',
      reasonId: pick.campaign.id,
      board: null,
      label: null,
    },
  };
}

/**
 * Pins a running campaign promotes: the campaign is their wide reach, not the popular pool. One
 * list of the running campaigns' pins for the whole query (few at any time), not a lookup per
 * pin: as a correlated `exists`, each pin read walked the running campaigns (the index is by
 * status and end) to look for its own.
 */
export function runningCampaignPin(now: string) {
  return (eb: ExpressionBuilder<Database, 'pins'>) =>
    eb(
      'pins.id',
      'in',
      eb
        .selectFrom('campaigns as rc')
        .select('rc.pin_id')
        .where('rc.status', '=', 'active')
        .where('rc.starts_at', '<=', now)
        .where('rc.ends_at', '>', now),
    );
}
