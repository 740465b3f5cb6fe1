import type { z } from 'zod';
import type {
  AdminReportActionOptions,
  AdminReportsOptions,
  PinReportOptions,
  ReportedPin,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { imageUrls } from '../media/sizes.ts';
import { pinsQuery, rootOf } from '../pins/pins.repository.ts';
import { offsetOf, summarize } from './report-rules.ts';
import {
  insertReport,
  openReportLines,
  openReportPage,
  pinGroup,
  pinsForReview,
  removePins,
  resolveReports,
} from './reports.repository.ts';

const PAGE = 20;

/**
 * A person reports a pin they can see, once. The report is about the content, so it is filed on
 * the original (a save and its original are one report each person may make); the pin is hidden
 * for them where they reported it (`surface`), as a hide would.
 */
export async function reportPin(ctx: CallContext, o: z.output<typeof PinReportOptions>) {
  const viewerId = ctx.viewer!.id;
  const limit = await ctx.reportLimiter.hit(viewerId);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  return ctx.db.transaction().execute(async (trx) => {
    const pin = await pinsQuery(trx, viewerId).where('pins.id', '=', o.pin_id).executeTakeFirst();
    if (!pin) throw notFound('Pin');
    const root = rootOf(pin);
    const stored = await insertReport(trx, {
      id: newId(),
      pinId: root,
      reporterId: viewerId,
      reason: o.reason,
      details: o.details,
    });
    if (!stored) throw conflict('You already reported this Pin. Thanks, our team is on it.');
    if (o.surface)
      await trx
        .insertInto('hidden_pins')
        .values({ user_id: viewerId, pin_id: root, surface: o.surface, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'surface', 'pin_id']).doNothing())
        .execute();
    return { pinId: pin.id, reason: o.reason, reported: true as const };
  });
}

function requireOperator(ctx: CallContext): string {
  if (ctx.viewer?.role !== 'admin') throw forbidden('Only operators can review reports');
  return ctx.viewer.id;
}

/** `/admin/reports`: open reports grouped by pin, the most reported first. */
export async function listReports(ctx: CallContext, o: z.output<typeof AdminReportsOptions>) {
  requireOperator(ctx);
  const offset = offsetOf(o.bookmark);
  if (offset === null) throw badRequest('That bookmark is not one this list gave', 'bookmark');
  const page = await openReportPage(ctx.db, offset, PAGE + 1);
  const ids = page.slice(0, PAGE).map((r) => r.pin_id);
  const [lines, pins] = await Promise.all([
    openReportLines(ctx.db, ids),
    pinsForReview(ctx.db, ids),
  ]);
  const byId = new Map(pins.map((p) => [p.id, p]));
  const items: ReportedPin[] = [];
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) continue;
    const image = imageUrls(p.image_signature, p.width, p.height)['236x'];
    items.push({
      pin: {
        id: p.id,
        title: p.title,
        description: p.description,
        imageUrl: image.url,
        width: image.width,
        height: image.height,
        dominantColor: p.dominant_color,
        link: p.link,
        pinner: { username: p.username, fullName: p.full_name },
        board: { name: p.board_name, privacy: p.board_privacy },
        saves: Number(p.saves ?? 0),
        removed: p.removed_at !== null,
      },
      ...summarize(lines.filter((l) => l.pin_id === id)),
    });
  }
  return { items, bookmark: page.length > PAGE ? String(offset + PAGE) : null };
}

/**
 * An operator's decision on a reported pin. Hide: the original and every save of it are removed
 * for everyone, and its open reports closed, in one transaction. Dismiss: the reports are closed
 * and the pin stays. Either is logged with who decided.
 */
export async function resolvePin(ctx: CallContext, o: z.output<typeof AdminReportActionOptions>) {
  const operatorId = requireOperator(ctx);
  let rootId = o.pin_id;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const pin = await trx
      .selectFrom('pins')
      .select(['id', 'origin_pin_id'])
      .where('id', '=', o.pin_id)
      .executeTakeFirst();
    if (!pin) throw notFound('Pin');
    rootId = rootOf(pin);
    const group = await pinGroup(trx, rootId);
    const live = group.filter((p) => p.removed_at === null);
    if (o.action === 'hide') await removePins(trx, live);
    const reports = await resolveReports(
      trx,
      group.map((p) => p.id),
      o.action === 'hide' ? 'hidden' : 'dismissed',
      operatorId,
    );
    // The pin asked about, not its original: that may be on a board the answer should not name.
    return {
      pinId: pin.id,
      action: o.action,
      reports,
      pins: o.action === 'hide' ? live.length : 0,
    };
  });
  ctx.request.log.info(
    { operatorId, ...result, originalPinId: rootId },
    'operator resolved pin reports',
  );
  return result;
}
