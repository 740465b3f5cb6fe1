import type { Kysely } from 'kysely';
import { clickthroughCounts, EVENT_TYPES, type LinkStatus, type Pin } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { toPin } from '../pins/pins.mapper.ts';
import { recordEvents } from '../events/events.repository.ts';
import { analyticsAllowed } from '../consent/consent.service.ts';
import { decideLink, statusMessage } from './link-match.ts';
import { insertDecision, matchRules } from './offsite.repository.ts';

export interface LinkVerdict {
  status: LinkStatus;
  host: string;
  message: string;
  ruleId: string | null;
}

/**
 * The link-safety check: the operators' rules decide (a link no rule matches passes), and every
 * answer is logged with the pin and the viewer, so operators see what their rules do.
 */
export async function checkLink(
  db: Kysely<Database>,
  url: string,
  o: { pinId: string | null; viewerId: string | null; source: 'check' | 'redirect' },
): Promise<LinkVerdict> {
  const d = decideLink(await matchRules(db), url);
  await insertDecision(db, {
    url,
    host: d.host,
    status: d.status,
    ruleId: d.rule?.id ?? null,
    pinId: o.pinId,
    viewerId: o.viewerId,
    source: o.source,
  });
  return {
    status: d.status,
    host: d.host,
    message: statusMessage(d.status),
    ruleId: d.rule?.id ?? null,
  };
}

/** The pin as this viewer may see it, or null (missing, or not theirs to see). */
export async function visiblePin(
  db: Kysely<Database>,
  viewerId: string | null,
  pinId: string,
): Promise<Pin | null> {
  const row = await pinsQuery(db, viewerId).where('pins.id', '=', pinId).executeTakeFirst();
  return row ? toPin(row) : null;
}

/** Every link a pin carries: its own, its carousel slots', its collection items'. */
export function linksOf(pin: Pin): string[] {
  return [
    pin.link,
    ...(pin.carouselData?.slots ?? []).map((s) => s.link),
    ...(pin.collectionPin?.itemData ?? []).map((i) => i.link),
  ].filter((l): l is string => typeof l === 'string' && l !== '');
}

type ConsentCtx = Pick<CallContext, 'db' | 'config' | 'request' | 'reply' | 'viewer'>;

/**
 * §7: a clickthrough event for the pin, only when the time to offsite is below the limit; the
 * viewer's id only with their analytics consent. Answers whether it was logged.
 */
export async function logClickthrough(
  ctx: ConsentCtx,
  o: {
    pinId: string;
    timeToOffsiteNs: number | undefined;
    auxData?: Record<string, unknown>;
    clientTrackingParams?: string;
  },
): Promise<boolean> {
  if (!clickthroughCounts(o.timeToOffsiteNs)) return false;
  // The viewer's id and what their client attached, only with analytics consent.
  const allowed = await analyticsAllowed(ctx);
  const userId = ctx.viewer && allowed ? ctx.viewer.id : null;
  await recordEvents(ctx.db, [
    {
      eventType: EVENT_TYPES.clickthrough,
      pinId: o.pinId,
      userId,
      component: 'offsite',
      auxData: { ...o.auxData, time_to_offsite_ns: o.timeToOffsiteNs },
      clientTrackingParams: allowed ? (o.clientTrackingParams ?? null) : null,
    },
  ]);
  return true;
}
