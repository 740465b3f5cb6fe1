import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile, BusinessProfiles } from '@tack/contract';
import { readEnvelope } from '../../api/client.ts';
import { useSession } from '../auth/queries.ts';

export const businessKeys = {
  profiles: (userId: string) => ['business', 'profiles', userId] as const,
  access: (profileId: string) => ['business', 'access', profileId] as const,
  campaigns: (profileId: string) => ['business', 'campaigns', profileId] as const,
};

/** `GET /vx/business_access/profiles/`: the profiles this person may act as, their own first. */
export function useBusinessProfiles(userId: string | undefined) {
  return useQuery({
    queryKey: businessKeys.profiles(userId ?? ''),
    queryFn: async () =>
      readEnvelope<BusinessProfiles>(
        await fetch('/vx/business_access/profiles/', { credentials: 'same-origin' }),
      ),
    enabled: !!userId,
    staleTime: 60_000,
  });
}

/** The person's own profile first, then the ones they manage by name. */
export function profileList(profiles: BusinessProfiles | undefined): BusinessProfile[] {
  return Object.values(profiles ?? {}).sort((a, b) =>
    a.permissions.includes('OWNER')
      ? -1
      : b.permissions.includes('OWNER')
        ? 1
        : a.user.businessName.localeCompare(b.user.businessName),
  );
}

/**
 * Which profile to act as on load (MC §5): the stored choice while the person still manages it
 * and meets its two-factor rule, else their own (null).
 */
export function restoredChoice(
  stored: { id: string } | null,
  profiles: BusinessProfiles,
): BusinessProfile | null {
  if (!stored) return null;
  const p = profiles[stored.id];
  if (!p || p.permissions.includes('OWNER') || !p.viewerMeetsMfaRequirement) return null;
  return p;
}

/**
 * The signed-in viewer for a page that needs one: `undefined` while the session loads (a page
 * must not send the person to log in before it knows), then the viewer or null.
 */
export function useSignedIn() {
  const session = useSession();
  return session.isPending ? undefined : (session.data?.viewer ?? null);
}
