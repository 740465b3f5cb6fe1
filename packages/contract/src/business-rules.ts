/**
 * Business access (messaging-consent-routes.md §3 "Business profile", §5, §6; pin-card-and-saving.md
 * §6): who may act as a business profile, with which permissions. Pure rules, used by the server
 * to authorize and by the web app to explain.
 */

/**
 * What a person may do for a profile. OWNER is the profile itself (acting as one's own profile);
 * ADMIN manages the people and holds every lesser permission; the rest are one area each.
 */
export const BUSINESS_PERMISSIONS = [
  'OWNER',
  'ADMIN',
  'CREATE_EDIT_PINS',
  'MANAGE_BOARDS',
  'VIEW_STATS',
  'MANAGE_ADS',
] as const;
export type BusinessPermission = (typeof BUSINESS_PERMISSIONS)[number];

/** The permissions a manager can be given (OWNER is never given: it is being the profile). */
export const GRANTABLE_PERMISSIONS = BUSINESS_PERMISSIONS.filter(
  (p): p is Exclude<BusinessPermission, 'OWNER'> => p !== 'OWNER',
);

/** How each permission reads in the people list and the invite form. */
export const PERMISSION_LABELS: Record<BusinessPermission, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin: manage people and security',
  CREATE_EDIT_PINS: 'Create and edit pins',
  MANAGE_BOARDS: 'Manage boards and sections',
  VIEW_STATS: 'See statistics',
  MANAGE_ADS: 'Promote pins (campaigns)',
};

/** Whether a permission list allows `needed`: OWNER allows everything, ADMIN all but OWNER. */
export function allows(
  permissions: readonly string[],
  needed: BusinessPermission | 'ANY',
): boolean {
  if (permissions.includes('OWNER')) return true;
  if (needed === 'OWNER') return false;
  if (needed === 'ANY') return permissions.length > 0;
  return permissions.includes('ADMIN') || permissions.includes(needed);
}

/**
 * MC §6 / PC §6: the acting profile is honoured only when the viewer meets the profile's
 * multi-factor requirement or holds OWNER.
 */
export function meetsMfaRequirement(o: {
  permissions: readonly string[];
  profileRequiresMfa: boolean;
  viewerHasMfa: boolean;
}): boolean {
  return o.permissions.includes('OWNER') || !o.profileRequiresMfa || o.viewerHasMfa;
}

/** Why acting as a profile is refused, in words a person understands (null: it is allowed). */
export function actingRefusal(o: {
  businessName: string;
  permissions: readonly string[];
  needed: BusinessPermission | 'ANY';
  profileRequiresMfa: boolean;
  viewerHasMfa: boolean;
}): { code: 'mfa_required' | 'permission'; message: string } | null {
  if (!meetsMfaRequirement(o))
    return {
      code: 'mfa_required',
      message: `${o.businessName} asks its managers to use two-factor sign-in. Turn it on in Settings > Security to act as this profile.`,
    };
  if (!allows(o.permissions, o.needed))
    return {
      code: 'permission',
      message:
        o.needed === 'ANY' || o.needed === 'OWNER'
          ? `You don't manage ${o.businessName}`
          : `Your role on ${o.businessName} doesn't include "${PERMISSION_LABELS[o.needed]}"`,
    };
  return null;
}

/** A permission list as given to a manager: known, no OWNER, no repeats, in the table's order. */
export function normalizePermissions(list: readonly string[]): BusinessPermission[] {
  return GRANTABLE_PERMISSIONS.filter((p) => list.includes(p));
}

/** How long an invite link to manage a profile stays good. */
export const BUSINESS_INVITE_DAYS = 7;

/**
 * Which save button a card gets from business access and promotion (pin-card-and-saving.md §4):
 * the flags the card's save-button rule reads. A quick-promotable pin is an original of the
 * viewer's (acting) business profile that no campaign promotes yet.
 */
export function isQuickPromotable(o: {
  viewerIsBusiness: boolean;
  isOwnPin: boolean;
  isOriginal: boolean;
  isPromoted: boolean;
}): boolean {
  return o.viewerIsBusiness && o.isOwnPin && o.isOriginal && !o.isPromoted;
}
