import type { CallContext } from '../context.ts';
import { AppError, unauthorized } from './errors.ts';

/**
 * The profile a call acts as (`orbac_subject_id`, MC §7; `user_id` on a save, PC §7). A business
 * profile the viewer manages has already become the call's viewer (modules/business/acting.ts,
 * with its permission and two-factor checks), so the named profile must be the call's viewer:
 * any other id answers 403, and a signed-out caller naming one answers 401. Unnamed, the call
 * runs as its viewer.
 */
export function checkActingAs(
  ctx: Pick<CallContext, 'viewer'>,
  subjectId: string | undefined,
  field: 'orbac_subject_id' | 'user_id' = 'orbac_subject_id',
): void {
  if (subjectId === undefined) return;
  if (!ctx.viewer) throw unauthorized('Log in to act as a profile');
  if (subjectId !== ctx.viewer.id)
    throw new AppError(
      403,
      'forbidden',
      field === 'user_id'
        ? 'You can only save as yourself: user_id must be your own id'
        : 'You can only act as yourself or a business profile you manage',
      field,
    );
}
