import type { Kysely } from 'kysely';
import type { BusinessPermission } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { VIEWER_COLUMNS, type ViewerRow } from '../../plugins/session.ts';
import { isTwoFactorOn } from '../two-factor/index.ts';
import { imageUrls } from '../media/sizes.ts';

export const avatarUrl = (signature: string | null): string | null =>
  signature ? (imageUrls(signature, 280, 280)['236x']?.url ?? null) : null;

/** A business's name as people see it: its full name, else its username. */
export const businessNameOf = (u: { full_name: string; username: string }) =>
  u.full_name.trim() || u.username;

export const parsePermissions = (text: string): BusinessPermission[] => {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list)
      ? (list.filter((p) => typeof p === 'string') as BusinessPermission[])
      : [];
  } catch {
    return [];
  }
};

/** Two-factor sign-in for business access: an authenticator app (TOTP) or a passkey. */
export async function hasMfa(db: Kysely<Database>, userId: string): Promise<boolean> {
  if (await isTwoFactorOn(db, userId)) return true;
  const key = await db
    .selectFrom('passkeys')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return key !== undefined;
}

/** The profile (as a viewer row) and the person's permissions on it, or null if they manage none. */
export async function grantOf(
  db: Kysely<Database>,
  profileId: string,
  userId: string,
): Promise<{ profile: ViewerRow; permissions: BusinessPermission[] } | null> {
  const row = await db
    .selectFrom('business_managers as m')
    .innerJoin('users', 'users.id', 'm.profile_id')
    .select([...VIEWER_COLUMNS, 'm.permissions as grant'])
    .where('m.profile_id', '=', profileId)
    .where('m.user_id', '=', userId)
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { grant, ...profile } = row;
  return { profile, permissions: parsePermissions(grant) };
}

/** The profiles a person manages (besides their own), with their permissions on each. */
export function managedProfiles(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('business_managers as m')
    .innerJoin('users as p', 'p.id', 'm.profile_id')
    .select([
      'p.id',
      'p.username',
      'p.full_name',
      'p.avatar_signature',
      'p.account_type',
      'p.business_requires_mfa',
      'm.permissions',
    ])
    .where('m.user_id', '=', userId)
    .where('p.deactivated_at', 'is', null)
    .orderBy('p.username')
    .execute();
}
