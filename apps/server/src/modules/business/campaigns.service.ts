import type { z } from 'zod';
import type { Campaign, CampaignCreateOptions, CampaignUpdateOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { ViewerRow } from '../../plugins/session.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { campaignsOf } from './campaigns.repository.ts';

/** Campaigns are a business profile's: the viewer, or the profile a manager acts as. */
function advertiser(ctx: CallContext): ViewerRow {
  if (!ctx.viewer) throw unauthorized();
  if (ctx.viewer.account_type !== 'business')
    throw new AppError(
      403,
      'forbidden',
      'Only business accounts promote pins. Convert your account at /business/convert/ first.',
    );
  return ctx.viewer;
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

/**
 * `/advertiser/quick-promote` (PC §1, §3, §4): one of the profile's own original pins becomes a
 * promoted pin with a budget, dates (UTC days, the end day included) and an audience; at most
 * one live campaign per pin.
 */
export async function createCampaign(
  ctx: CallContext,
  o: z.output<typeof CampaignCreateOptions>,
): Promise<Campaign> {
  const me = advertiser(ctx);
  const now = nowIso();
  if (o.start_date < now.slice(0, 10))
    throw badRequest('The campaign starts today or later', 'start_date');
  const pin = await ctx.db
    .selectFrom('pins')
    .select(['id', 'pinner_id', 'origin_pin_id', 'origin_pinner_id', 'is_promoted'])
    .where('id', '=', o.pin_id)
    .executeTakeFirst();
  if (!pin || pin.pinner_id !== me.id) throw notFound('Pin');
  if (pin.origin_pin_id !== null || pin.origin_pinner_id !== null || pin.is_promoted)
    throw badRequest('Only your own pins (not saves of others’ pins) can be promoted', 'pin_id');
  const interests = [...new Set(o.interests)];
  if (interests.length) {
    const known = await ctx.db
      .selectFrom('interests')
      .select('id')
      .where('id', 'in', interests)
      .execute();
    if (known.length !== interests.length)
      throw badRequest('Choose interests from the list', 'interests');
  }
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('pin_id', '=', o.pin_id)
      .where('status', '!=', 'stopped')
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (live)
      throw conflict('This pin is already promoted: pause or stop that campaign first', 'pin_id');
    await trx
      .insertInto('campaigns')
      .values({
        id,
        promotion_id: newId(),
        advertiser_id: me.id,
        pin_id: o.pin_id,
        name: o.name,
        budget_cents: o.budget_cents,
        starts_at: dayStart(o.start_date),
        ends_at: nextDay(o.end_date),
        status: 'active',
        countries: JSON.stringify([...new Set(o.countries)]),
        created_by: ctx.acting?.actorId ?? me.id,
        created_at: now,
      })
      .execute();
    if (interests.length)
      await trx
        .insertInto('campaign_interests')
        .values(interests.map((interest_id) => ({ campaign_id: id, interest_id })))
        .execute();
  });
  return (await campaignsOf(ctx.db, me.id, now, id))[0]!;
}

export async function listCampaigns(ctx: CallContext): Promise<Campaign[]> {
  return campaignsOf(ctx.db, advertiser(ctx).id, nowIso());
}

/** Pause, resume or stop (final) one of the profile's campaigns; an ended one stays ended. */
export async function updateCampaign(
  ctx: CallContext,
  o: z.output<typeof CampaignUpdateOptions>,
): Promise<Campaign> {
  const me = advertiser(ctx);
  const now = nowIso();
  const [c] = await campaignsOf(ctx.db, me.id, now, o.id);
  if (!c) throw notFound('Campaign');
  if (c.status === 'stopped' && o.status !== 'stopped')
    throw badRequest('A stopped campaign cannot start again: make a new one', 'status');
  if (c.state === 'ended' && o.status === 'active')
    throw badRequest('This campaign has ended: make a new one', 'status');
  await ctx.db.updateTable('campaigns').set({ status: o.status }).where('id', '=', o.id).execute();
  return (await campaignsOf(ctx.db, me.id, now, o.id))[0]!;
}
