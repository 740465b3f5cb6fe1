import type { FastifyRequest } from 'fastify';
import { actingRefusal, type BusinessPermission } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import type { ViewerRow } from '../../plugins/session.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { actingPermission } from './acting-policy.ts';
import { businessNameOf, grantOf, hasMfa } from './business.repository.ts';

/**
 * The header the web app's profile switcher sends on every call while a person acts as a
 * business profile they manage (the stored choice). `orbac_subject_id` in a call's options names
 * the profile for that one call and wins over the header.
 */
export const ACTING_HEADER = 'x-tack-acting-as';

/** A call made as a business profile: the profile is the call's viewer, the person its actor. */
export interface Acting {
  profile: ViewerRow;
  actorId: string;
  permissions: BusinessPermission[];
}

function wantedProfile(
  request: FastifyRequest,
  call: string,
  options: unknown,
): { id: string; named: boolean; field: string } | null {
  const o = options as { orbac_subject_id?: unknown; user_id?: unknown } | null;
  // A save names the profile it saves as with `user_id` (PC §7).
  const field =
    call === 'RepinResource.create' && o?.user_id !== undefined ? 'user_id' : 'orbac_subject_id';
  const named = field === 'user_id' ? o?.user_id : o?.orbac_subject_id;
  if (typeof named === 'string') return { id: named, named: true, field };
  const header = request.headers[ACTING_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^\d{1,19}$/.test(header))
    throw badRequest('The acting profile must be a numeric id', 'orbac_subject_id');
  return { id: header, named: false, field: 'orbac_subject_id' };
}

/**
 * Resolves who a resource call runs as (MC §6, PC §6). Null: the person themselves. Otherwise
 * the profile they act as, after checking they manage it, hold the call's permission, and meet
 * the profile's two-factor requirement; each refusal is a 403 that says why.
 */
export async function resolveActing(
  ctx: AppContext,
  request: FastifyRequest,
  call: string,
  options: unknown,
): Promise<Acting | null> {
  const viewer = request.viewer;
  const wanted = wantedProfile(request, call, options);
  if (!viewer || !wanted || wanted.id === viewer.id) return null;
  const needed = actingPermission(call);
  if (needed === null) {
    // The switcher's header on a call that is always the person's own: it runs as them.
    if (!wanted.named) return null;
    throw new AppError(
      403,
      'forbidden',
      "This can't be done as another profile: switch back to your own to do it",
      wanted.field,
    );
  }
  const grant = await grantOf(ctx.db, wanted.id, viewer.id);
  if (!grant) throw new AppError(403, 'forbidden', "You don't manage that profile", wanted.field);
  const refusal = actingRefusal({
    businessName: businessNameOf(grant.profile),
    permissions: grant.permissions,
    needed,
    profileRequiresMfa: Boolean(grant.profile.business_requires_mfa),
    viewerHasMfa: await hasMfa(ctx.db, viewer.id),
  });
  if (refusal) throw new AppError(403, refusal.code, refusal.message, wanted.field);
  return { profile: grant.profile, actorId: viewer.id, permissions: grant.permissions };
}

/** Records a write a manager made as a profile: who, which call, on what (the answer's id). */
export async function recordActing(
  ctx: AppContext,
  acting: Acting,
  call: string,
  answer: unknown,
): Promise<void> {
  const id = (answer as { id?: unknown } | null)?.id;
  await ctx.db
    .insertInto('business_actions')
    .values({
      id: newId(),
      profile_id: acting.profile.id,
      actor_id: acting.actorId,
      call,
      object_id: typeof id === 'string' ? id : null,
      created_at: nowIso(),
    })
    .execute();
}
