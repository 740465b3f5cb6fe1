import { PIN_EVENT_TYPES, type EventBatchOptions, type EventType } from '@tack/contract';
import { isBot } from '../../lib/bots.ts';
import type { CallContext } from '../../context.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { analyticsAllowed } from '../consent/consent.service.ts';
import { viewerKeyOf } from '../experiences/viewer-facts.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { recordEvents, type EventRow } from './events.repository.ts';

/** The pins of this batch the viewer can see: an event about any other pin is dropped. */
async function visiblePins(ctx: CallContext, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await pinsQuery(ctx.db, ctx.viewer?.id ?? null)
    .clearSelect()
    .select('pins.id')
    .where('pins.id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * `EventBatchResource create`: appends a client's batch to the event log (§7). The viewer's
 * account is kept only with analytics consent (the rule the experience events follow); a
 * signed-out visitor is known only by the page kind. Events about pins the viewer cannot see
 * (deleted, private, from someone who blocked them) are dropped, not refused: a grid may hold a
 * card for a pin that went away meanwhile, and the rest of the batch is still true.
 */
export async function logEventBatch(ctx: CallContext, o: EventBatchOptions) {
  if (isBot(ctx.request.headers['user-agent'])) return { stored: 0, dropped: 0 };
  // Per viewer (account, or this browser's CSRF cookie hashed), in memory for a minute only.
  const limit = await ctx.eventLimiter.hit(`log:${viewerKeyOf(ctx)}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const pinIds = o.events.flatMap((e) =>
    PIN_EVENT_TYPES.includes(e.event_type as EventType) && e.pin_id ? [e.pin_id] : [],
  );
  const [visible, analytics] = await Promise.all([
    visiblePins(ctx, [...new Set(pinIds)]),
    ctx.viewer ? analyticsAllowed(ctx) : false,
  ]);
  const userId = ctx.viewer && analytics ? ctx.viewer.id : null;
  const rows: EventRow[] = [];
  for (const e of o.events) {
    if (e.pin_id && !visible.has(e.pin_id) && PIN_EVENT_TYPES.includes(e.event_type as EventType))
      continue;
    rows.push({
      eventType: e.event_type as EventType,
      userId,
      pageKind: o.page_kind,
      viewType: e.view_type ?? null,
      viewParameter: e.view_parameter ?? null,
      component: e.component ?? null,
      element: e.element ?? null,
      pinId: e.pin_id ?? null,
      objectId: e.object_id ?? null,
      auxData: e.aux_data ?? null,
    });
  }
  await recordEvents(ctx.db, rows);
  return { stored: rows.length, dropped: o.events.length - rows.length };
}
