import type { z } from 'zod';
import type {
  AdminCommentReportActionOptions,
  AdminCommentReportsOptions,
  CommentReportOptions,
  ReportedComment,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { offsetOf, summarize } from '../reports/report-rules.ts';
import { findComment } from './comments.repository.ts';
import { visibleComment } from './comments.service.ts';

const PAGE = 20;

/** A person reports a comment on a pin they can see, once; not their own. */
export async function reportComment(ctx: CallContext, o: z.output<typeof CommentReportOptions>) {
  const me = ctx.viewer!.id;
  const limit = await ctx.reportLimiter.hit(me);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const { comment } = await visibleComment(ctx, o.comment_id);
  if (comment.user_id === me)
    throw badRequest("You can't report your own comment. You can delete it.", 'comment_id');
  const stored = await ctx.db
    .insertInto('comment_reports')
    .values({
      comment_id: comment.id,
      reporter_id: me,
      reason: o.reason,
      details: o.details,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['comment_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  if (!Number(stored.numInsertedOrUpdatedRows ?? 0))
    throw conflict('You already reported this comment. Thanks, our team is on it.');
  return { commentId: comment.id, reported: true as const };
}

function requireOperator(ctx: CallContext): string {
  if (ctx.viewer?.role !== 'admin') throw forbidden('Only operators can review reports');
  return ctx.viewer.id;
}

/** `/admin/reports`: comments with open reports, the most reported first. */
export async function listCommentReports(
  ctx: CallContext,
  o: z.output<typeof AdminCommentReportsOptions>,
) {
  requireOperator(ctx);
  const offset = offsetOf(o.bookmark);
  if (offset === null) throw badRequest('That bookmark is not one this list gave', 'bookmark');
  const open = ctx.db.selectFrom('comment_reports').where('status', '=', 'open');
  const page = await open
    .select(['comment_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .select((eb) => eb.fn.max('created_at').as('last'))
    .groupBy('comment_id')
    .orderBy('n', 'desc')
    .orderBy('last', 'desc')
    .offset(offset)
    .limit(PAGE + 1)
    .execute();
  const ids = page.slice(0, PAGE).map((r) => r.comment_id);
  if (!ids.length) return { items: [], bookmark: null };
  const [lines, comments] = await Promise.all([
    open
      .select(['comment_id', 'reason', 'details', 'created_at'])
      .where('comment_id', 'in', ids)
      .execute(),
    ctx.db
      .selectFrom('pin_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('pins as p', 'p.id', 'c.pin_id')
      .select(['c.id', 'c.text', 'c.created_at', 'c.pin_id', 'p.title as pin_title'])
      .select([
        'u.id as user_id',
        'u.username',
        'u.first_name',
        'u.full_name',
        'u.avatar_signature',
      ])
      .where('c.id', 'in', ids)
      .execute(),
  ]);
  const byId = new Map(comments.map((c) => [c.id, c]));
  const items: ReportedComment[] = ids.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    const { count, reasons, details, lastReportedAt } = summarize(
      lines.filter((l) => l.comment_id === id),
    );
    return [
      {
        comment: {
          id: c.id,
          text: c.text,
          createdAt: c.created_at,
          user: toUserSummary({ ...c, id: c.user_id }),
          pin: { id: c.pin_id, title: c.pin_title },
        },
        count,
        reasons,
        details,
        lastReportedAt,
      },
    ];
  });
  return { items, bookmark: page.length > PAGE ? String(offset + PAGE) : null };
}

/**
 * An operator's decision on a reported comment: remove it (its replies and reports go with it)
 * for everyone, or dismiss its open reports. Logged with who decided.
 */
export async function resolveComment(
  ctx: CallContext,
  o: z.output<typeof AdminCommentReportActionOptions>,
) {
  const operatorId = requireOperator(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findComment(trx, o.comment_id))) throw notFound('Comment');
    if (o.action === 'remove')
      await trx.deleteFrom('pin_comments').where('id', '=', o.comment_id).execute();
    else
      await trx
        .updateTable('comment_reports')
        .set({ status: 'dismissed' })
        .where('comment_id', '=', o.comment_id)
        .where('status', '=', 'open')
        .execute();
  });
  ctx.request.log.info(
    { operatorId, commentId: o.comment_id, action: o.action },
    'operator resolved comment reports',
  );
  return { commentId: o.comment_id, action: o.action };
}
