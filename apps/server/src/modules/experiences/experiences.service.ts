import type { z } from 'zod';
import type {
  Experience,
  ExperiencePlatformOptions,
  ExperienceReportOptions,
  EventsOptions,
  ExtraContext,
  PlacementExperiencesOptions,
  RequestTargeting,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  findPlaced,
  markState,
  statesOf,
  targetingOf,
  toExperience,
  followUpsOf,
  placedIdOf,
  type ExperienceRow,
} from './experiences.repository.ts';
import { isBot } from '../../lib/bots.ts';
import { byPriority, isLive, matchesTargeting, servable } from './targeting.ts';
import { viewerFacts, viewerKeyOf } from './viewer-facts.ts';
import { analyticsAllowed } from '../consent/consent.service.ts';

const botAsking = (ctx: CallContext) => isBot(ctx.request.headers['user-agent']);

/** Every experience this viewer may see now, in the given placements (all when none given), best first. */
async function eligible(
  ctx: CallContext,
  placementIds: number[] | null,
  extra: z.output<typeof ExtraContext>,
  targeting: z.output<typeof RequestTargeting>,
): Promise<Experience[]> {
  if (botAsking(ctx)) return [];
  let q = ctx.db.selectFrom('experiences').selectAll().where('paused', '=', 0);
  if (placementIds) q = q.where('placement_id', 'in', placementIds);
  const now = new Date();
  const rows = (await q.execute()).filter((r) => isLive({ ...r, paused: false }, now));
  if (!rows.length) return [];
  const facts = await viewerFacts(ctx, extra, targeting);
  const states = await statesOf(
    ctx.db,
    facts.key,
    rows.map((r) => r.id),
  );
  return rows
    .filter(
      (r) =>
        servable(Boolean(r.requires_trigger), states.get(r.id)) &&
        matchesTargeting(targetingOf(r), facts, r.experience_id),
    )
    .sort(byPriority)
    .map((r) => toExperience(r, states.get(r.id)));
}

function byPlacement(list: Experience[]): Map<string, Experience[]> {
  const map = new Map<string, Experience[]>();
  for (const e of list)
    map.set(String(e.placement_id), [...(map.get(String(e.placement_id)) ?? []), e]);
  return map;
}

/** All placements: the best experience of each; multi: every candidate of each. */
export async function platformExperiences(
  ctx: CallContext,
  o: z.output<typeof ExperiencePlatformOptions>,
) {
  const grouped = byPlacement(await eligible(ctx, null, o.extra_context, o.targeting));
  return o.multiExperiencePlatform
    ? Object.fromEntries(grouped)
    : Object.fromEntries([...grouped].map(([p, list]) => [p, list[0]!]));
}

/** The best experience for each placement asked for, or null. */
export async function placementExperiences(
  ctx: CallContext,
  o: z.output<typeof PlacementExperiencesOptions>,
): Promise<Record<string, Experience | null>> {
  const grouped = byPlacement(await eligible(ctx, o.placement_ids, o.extra_context, o.targeting));
  return Object.fromEntries(
    o.placement_ids.map((p) => [String(p), grouped.get(String(p))?.[0] ?? null]),
  );
}

/**
 * A placed experience viewers may act on: one that is live now. Paused, scheduled and ended ones
 * answer as missing, so nobody can count views of an unpublished message or probe its id.
 */
async function placed(ctx: CallContext, placedId: string): Promise<ExperienceRow> {
  const [placement, experience] = placedId.split(':').map(Number) as [number, number];
  const row = await findPlaced(ctx.db, placement, experience);
  if (!row || !isLive({ ...row, paused: Boolean(row.paused) }, new Date()))
    throw notFound('Experience');
  return row;
}

const MARKS = {
  viewed: 'viewed_at',
  completed: 'completed_at',
  dismissed: 'dismissed_at',
} as const;

/** Reports a view, completion or dismissal. The first one counts; bots are not recorded. */
export async function report(
  ctx: CallContext,
  o: z.output<typeof ExperienceReportOptions>,
  status: keyof typeof MARKS,
) {
  const row = await placed(ctx, o.placed_experience_id);
  if (!botAsking(ctx)) {
    const key = viewerKeyOf(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      // A completion or dismissal implies the viewer saw it.
      if (status !== 'viewed') await markState(trx, key, row.id, 'viewed_at');
      await markState(trx, key, row.id, MARKS[status]);
    });
  }
  return { placed_experience_id: placedIdOf(row), status };
}

/** This viewer's state of one placed experience, or null when never seen. */
export async function viewedState(ctx: CallContext, o: z.output<typeof ExperienceReportOptions>) {
  const row = await placed(ctx, o.placed_experience_id);
  const state = (await statesOf(ctx.db, viewerKeyOf(ctx), [row.id])).get(row.id);
  if (!state?.viewed_at) return null;
  const status = state.completed_at ? 'completed' : state.dismissed_at ? 'dismissed' : 'viewed';
  return { placed_experience_id: placedIdOf(row), status } as const;
}

/**
 * Fires one follow-up (MC §7 "PUT /v3/experiences/{placement:experience}/trigger/ ... for each
 * item of triggerable_placed_exps": the client sends one call per item). The experience must be
 * live and listed as a follow-up by a live experience; it then becomes servable to this viewer.
 * Firing it again changes nothing (`triggered` is then empty).
 */
export async function trigger(ctx: CallContext, placedId: string) {
  const row = await placed(ctx, placedId);
  const now = new Date();
  const sources = await ctx.db
    .selectFrom('experiences')
    .selectAll()
    .where('paused', '=', 0)
    .where('triggerable_placed_exps', 'like', `%"${placedId}"%`)
    .execute();
  const listed = sources.some(
    (s) => isLive({ ...s, paused: false }, now) && followUpsOf(s).includes(placedId),
  );
  if (!listed)
    throw badRequest(
      `${placedId} is no message's follow-up: send one of a message's triggerable_placed_exps`,
      'placed',
    );
  if (botAsking(ctx)) return { triggered: [] };
  const fired = await markState(ctx.db, viewerKeyOf(ctx), row.id, 'triggered_at');
  return { triggered: fired ? [placedId] : [] };
}

/** The viewer key of events recorded without analytics consent: the same for everyone. */
export const ANONYMOUS_VIEWER_KEY = 'anonymous';

/**
 * Stores logged events (101 click, 4503 view, 6567 complete, 6568 dismiss). Without analytics
 * consent they are kept without the viewer's key: counts stay, nothing links them to a person.
 */
export async function logEvents(ctx: CallContext, o: z.output<typeof EventsOptions>) {
  if (botAsking(ctx)) return { stored: 0 };
  const key = viewerKeyOf(ctx);
  // The limit is per viewer still: its count is kept for a minute under a one-way hash of the
  // key (lib/rate-limiter.ts), never with the events.
  const limit = await ctx.eventLimiter.hit(key);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const viewerKey = (await analyticsAllowed(ctx)) ? key : ANONYMOUS_VIEWER_KEY;
  const created_at = nowIso();
  await ctx.db
    .insertInto('experience_events')
    .values(
      o.events.map((e) => ({
        id: newId(),
        viewer_key: viewerKey,
        event_type: e.event_type,
        component: e.component ?? null,
        element: e.element ?? null,
        placed_experience_id: e.placed_experience_id,
        created_at,
      })),
    )
    .execute();
  return { stored: o.events.length };
}
