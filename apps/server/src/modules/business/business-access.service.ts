import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  actingRefusal,
  BUSINESS_INVITE_DAYS,
  meetsMfaRequirement,
  normalizePermissions,
  type BusinessAccess,
  type BusinessAccessOptions,
  type BusinessInviteAcceptOptions,
  type BusinessInviteCreateOptions,
  type BusinessInviteGetOptions,
  type BusinessInviteRevokeOptions,
  type BusinessManagerRemoveOptions,
  type BusinessManagerUpdateOptions,
  type BusinessPermission,
  type BusinessProfile,
  type BusinessProfiles,
  type BusinessSecurityUpdateOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { ViewerRow } from '../../plugins/session.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  avatarUrl,
  businessNameOf,
  grantOf,
  hasMfa,
  managedProfiles,
  parsePermissions,
} from './business.repository.ts';

type Opt<T extends z.ZodType> = z.output<T>;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function me(ctx: CallContext): ViewerRow {
  if (!ctx.viewer) throw unauthorized();
  return ctx.viewer;
}

const profileOf = (
  u: { id: string; username: string; full_name: string; avatar_signature: string | null },
  o: { permissions: BusinessPermission[]; requiresMfa: boolean; meets: boolean; business: boolean },
): BusinessProfile => ({
  id: u.id,
  permissions: o.permissions,
  user: {
    businessName: businessNameOf(u),
    username: u.username,
    imgUrl: avatarUrl(u.avatar_signature),
  },
  viewerMeetsMfaRequirement: o.meets,
  requiresMfa: o.requiresMfa,
  isBusiness: o.business,
});

/**
 * `GET /vx/business_access/profiles/` (MC §3 "Business profile", §7): the person's own profile
 * (OWNER) and every profile they manage, keyed by id, each saying whether they meet its
 * two-factor requirement. Always the person's, whatever profile they act as.
 */
export async function profilesOf(ctx: CallContext): Promise<BusinessProfiles> {
  const viewer = me(ctx);
  const [rows, mfa] = await Promise.all([
    managedProfiles(ctx.db, viewer.id),
    hasMfa(ctx.db, viewer.id),
  ]);
  const out: BusinessProfiles = {
    [viewer.id]: profileOf(viewer, {
      permissions: ['OWNER'],
      requiresMfa: Boolean(viewer.business_requires_mfa),
      meets: true,
      business: viewer.account_type === 'business',
    }),
  };
  for (const r of rows) {
    const permissions = parsePermissions(r.permissions);
    const requiresMfa = Boolean(r.business_requires_mfa);
    out[r.id] = profileOf(r, {
      permissions,
      requiresMfa,
      meets: meetsMfaRequirement({
        permissions,
        profileRequiresMfa: requiresMfa,
        viewerHasMfa: mfa,
      }),
      business: r.account_type === 'business',
    });
  }
  return out;
}

/** The profile and the person's permissions on it: OWNER for their own; 404 for a stranger. */
async function standing(ctx: CallContext, profileId: string) {
  const viewer = me(ctx);
  if (profileId === viewer.id)
    return { profile: viewer, permissions: ['OWNER'] as BusinessPermission[] };
  const grant = await grantOf(ctx.db, profileId, viewer.id);
  if (!grant) throw notFound('Business profile');
  return grant;
}

/** People and security are the admins' (and the owner's), who must meet the two-factor rule. */
async function asAdmin(ctx: CallContext, profileId: string) {
  const s = await standing(ctx, profileId);
  const refusal = actingRefusal({
    businessName: businessNameOf(s.profile),
    permissions: s.permissions,
    needed: 'ADMIN',
    profileRequiresMfa: Boolean(s.profile.business_requires_mfa),
    viewerHasMfa: await hasMfa(ctx.db, me(ctx).id),
  });
  if (refusal) throw new AppError(403, refusal.code, refusal.message);
  return s;
}

/** `/business/business-access/{id}/`: its managers, open invites, security and recent actions. */
export async function accessPage(
  ctx: CallContext,
  o: Opt<typeof BusinessAccessOptions>,
): Promise<BusinessAccess> {
  const s = await standing(ctx, o.profile_id);
  const now = nowIso();
  const [managers, invites, actions, mfa] = await Promise.all([
    ctx.db
      .selectFrom('business_managers as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('two_factor as t', (j) =>
        j.onRef('t.user_id', '=', 'u.id').on('t.enabled_at', 'is not', null),
      )
      .select([
        'u.id',
        'u.username',
        'u.full_name',
        'u.avatar_signature',
        'm.permissions',
        'm.created_at',
        't.user_id as totp',
      ])
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('passkeys as k').select('k.user_id').whereRef('k.user_id', '=', 'u.id'),
          )
          .as('passkey'),
      )
      .where('m.profile_id', '=', o.profile_id)
      .orderBy('m.created_at')
      .execute(),
    ctx.db
      .selectFrom('business_invites')
      .select(['id', 'permissions', 'created_at', 'expires_at'])
      .where('profile_id', '=', o.profile_id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .execute(),
    ctx.db
      .selectFrom('business_actions as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.call', 'a.object_id', 'a.created_at', 'u.username'])
      .where('a.profile_id', '=', o.profile_id)
      .orderBy('a.id', 'desc')
      .limit(20)
      .execute(),
    hasMfa(ctx.db, me(ctx).id),
  ]);
  const requiresMfa = Boolean(s.profile.business_requires_mfa);
  return {
    profile: profileOf(s.profile, {
      permissions: s.permissions,
      requiresMfa,
      meets: meetsMfaRequirement({
        permissions: s.permissions,
        profileRequiresMfa: requiresMfa,
        viewerHasMfa: mfa,
      }),
      business: s.profile.account_type === 'business',
    }),
    managers: managers.map((m) => ({
      user: {
        id: m.id,
        username: m.username,
        fullName: m.full_name,
        imgUrl: avatarUrl(m.avatar_signature),
      },
      permissions: parsePermissions(m.permissions),
      hasMfa: m.totp !== null || Boolean(m.passkey),
      createdAt: m.created_at,
    })),
    invites: invites.map((i) => ({
      id: i.id,
      permissions: parsePermissions(i.permissions),
      createdAt: i.created_at,
      expiresAt: i.expires_at,
    })),
    recentActions: actions.map((a) => ({
      call: a.call,
      objectId: a.object_id,
      actor: a.username,
      createdAt: a.created_at,
    })),
  };
}

/** An invite link to manage the profile (`/business/invite/?code=`): shown once, kept hashed. */
export async function createInvite(ctx: CallContext, o: Opt<typeof BusinessInviteCreateOptions>) {
  const s = await asAdmin(ctx, o.profile_id);
  if (s.profile.account_type !== 'business')
    throw badRequest(
      'Only a business account can add people. Convert it at /business/convert/ first.',
    );
  const code = randomBytes(24).toString('base64url');
  const now = new Date();
  const row = {
    id: newId(),
    profile_id: o.profile_id,
    code_hash: hashCode(code),
    permissions: JSON.stringify(normalizePermissions(o.permissions)),
    created_by: me(ctx).id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + BUSINESS_INVITE_DAYS * 86_400_000).toISOString(),
  };
  await ctx.db.insertInto('business_invites').values(row).execute();
  return {
    id: row.id,
    permissions: normalizePermissions(o.permissions),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    code,
    url: `/business/invite/?code=${code}`,
  };
}

/** An open invite by its code, or 404 (used, revoked, expired and unknown codes alike). */
function openInvite(ctx: CallContext, code: string) {
  return ctx.db
    .selectFrom('business_invites as i')
    .innerJoin('users as p', 'p.id', 'i.profile_id')
    .select([
      'i.id',
      'i.profile_id',
      'i.permissions',
      'i.expires_at',
      'p.username',
      'p.full_name',
      'p.avatar_signature',
    ])
    .where('i.code_hash', '=', hashCode(code))
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', nowIso())
    .where('p.deactivated_at', 'is', null)
    .executeTakeFirst();
}

export async function inviteInfo(ctx: CallContext, o: Opt<typeof BusinessInviteGetOptions>) {
  me(ctx);
  const i = await openInvite(ctx, o.code);
  if (!i) throw notFound('That invite');
  return {
    profile: {
      id: i.profile_id,
      businessName: businessNameOf(i),
      username: i.username,
      imgUrl: avatarUrl(i.avatar_signature),
    },
    permissions: parsePermissions(i.permissions),
    expiresAt: i.expires_at,
  };
}

/** Accepting an invite makes the person a manager; the link is then used up. */
export async function acceptInvite(
  ctx: CallContext,
  o: Opt<typeof BusinessInviteAcceptOptions>,
): Promise<BusinessProfile> {
  const viewer = me(ctx);
  const i = await openInvite(ctx, o.code);
  if (!i) throw notFound('That invite');
  if (i.profile_id === viewer.id) throw badRequest("That's your own profile: you own it already");
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('business_invites')
      .set({ accepted_by: viewer.id, accepted_at: now })
      .where('id', '=', i.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw notFound('That invite');
    const already = await trx
      .selectFrom('business_managers')
      .select('user_id')
      .where('profile_id', '=', i.profile_id)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    if (already) throw conflict(`You already manage ${businessNameOf(i)}`);
    await trx
      .insertInto('business_managers')
      .values({
        profile_id: i.profile_id,
        user_id: viewer.id,
        permissions: i.permissions,
        added_by: null,
        created_at: now,
      })
      .execute();
  });
  const profiles = await profilesOf(ctx);
  return profiles[i.profile_id]!;
}

export async function revokeInvite(ctx: CallContext, o: Opt<typeof BusinessInviteRevokeOptions>) {
  await asAdmin(ctx, o.profile_id);
  const r = await ctx.db
    .updateTable('business_invites')
    .set({ revoked_at: nowIso() })
    .where('id', '=', o.invite_id)
    .where('profile_id', '=', o.profile_id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notFound('That invite');
  return {};
}

export async function updateManager(ctx: CallContext, o: Opt<typeof BusinessManagerUpdateOptions>) {
  await asAdmin(ctx, o.profile_id);
  const r = await ctx.db
    .updateTable('business_managers')
    .set({ permissions: JSON.stringify(normalizePermissions(o.permissions)) })
    .where('profile_id', '=', o.profile_id)
    .where('user_id', '=', o.user_id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notFound('That manager');
  return {};
}

/** Admins remove managers; any manager may stop managing a profile (remove themselves). */
export async function removeManager(ctx: CallContext, o: Opt<typeof BusinessManagerRemoveOptions>) {
  if (o.user_id === me(ctx).id) await standing(ctx, o.profile_id);
  else await asAdmin(ctx, o.profile_id);
  const r = await ctx.db
    .deleteFrom('business_managers')
    .where('profile_id', '=', o.profile_id)
    .where('user_id', '=', o.user_id)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) throw notFound('That manager');
  return {};
}

export async function updateSecurity(
  ctx: CallContext,
  o: Opt<typeof BusinessSecurityUpdateOptions>,
) {
  await asAdmin(ctx, o.profile_id);
  await ctx.db
    .updateTable('users')
    .set({ business_requires_mfa: o.require_mfa ? 1 : 0 })
    .where('id', '=', o.profile_id)
    .execute();
  return {};
}
