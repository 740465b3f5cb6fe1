import { useSyncExternalStore } from 'react';
import type { BusinessProfile } from '@tack/contract';
import { setActingHeader } from '../../api/client.ts';

/**
 * The profile the person acts as (MC §5 "Business access": their own by default, or the stored
 * choice), kept per person in this browser. Tiny and in the first load: cards read it to know
 * whether the viewer is an acting manager (PC §4 save button kind); the switcher sets it.
 */
export type ActingProfile = Pick<BusinessProfile, 'id' | 'permissions' | 'user'>;

const keyOf = (userId: string) => `tack.acting.${userId}`;
let current: ActingProfile | null = null;
const listeners = new Set<() => void>();

function publish(next: ActingProfile | null) {
  current = next;
  setActingHeader(next?.id ?? null);
  for (const l of listeners) l();
}

/** The stored choice for this person, or null (their own profile). */
export function storedChoice(userId: string): ActingProfile | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    return raw ? (JSON.parse(raw) as ActingProfile) : null;
  } catch {
    return null;
  }
}

/** Act as `profile` (null: as oneself), and remember it for this person. */
export function actAs(userId: string, profile: ActingProfile | null): void {
  try {
    if (profile) localStorage.setItem(keyOf(userId), JSON.stringify(profile));
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // Private windows may refuse storage: the choice then lasts this page only.
  }
  publish(profile);
}

/** Forget the choice in memory (signing out); the stored one stays for the next sign-in. */
export const stopActing = () => publish(null);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useActing(): ActingProfile | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** A manager acting for another profile (not its owner): PC §4 shows them no save button. */
export const isActingManager = (p: ActingProfile | null): boolean =>
  p !== null && !p.permissions.includes('OWNER');
