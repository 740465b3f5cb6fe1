import type { z } from 'zod';
import { FEEDBACK_REASON_KEYS, type PinFeedbackOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { visibleBoard } from '../boards/boards.access.ts';
import { getInterest } from '../interests/interests.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { setHidden, type Surface } from './hides.service.ts';

type Options = z.output<typeof PinFeedbackOptions>;

/** Which surface the feedback hides the pin from, and its context (the query or news id). */
export function feedbackSurface(o: Options): { surface: Surface; context: string } {
  if (o.news_id !== undefined) return { surface: 'news', context: o.news_id };
  if (o.query !== undefined) return { surface: 'search', context: o.query };
  return { surface: 'home', context: '' };
}

/** The options that say why, as given, or null when none was sent. */
export function feedbackReason(o: Options): Record<string, unknown> | null {
  const reason = Object.fromEntries(
    FEEDBACK_REASON_KEYS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]),
  );
  return Object.keys(reason).length ? reason : null;
}

/**
 * PinFeedbackResource update (PC §7): hides the pin on its surface with the reason kept, or
 * (undo) shows it again. A board, person or interest named as the source must be one the viewer
 * can see: 404 otherwise, so an id confirms nothing.
 */
export async function pinFeedback(ctx: CallContext, o: Options) {
  const me = ctx.viewer!.id;
  if (o.board_id !== undefined) await visibleBoard(ctx, o.board_id);
  if (o.user_id !== undefined && !(await findUserById(ctx.db, o.user_id, me)))
    throw notFound('User');
  if (o.interest_id !== undefined) await getInterest(ctx, o.interest_id);
  const { surface, context } = feedbackSurface(o);
  const reason = feedbackReason(o);
  return setHidden(ctx.db, me, (o.pin_id ?? o.pin)!, surface, !o.undo, context, reason);
}
