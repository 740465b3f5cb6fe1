import { useSyncExternalStore } from 'react';
import type { BusinessProfile } from '@tack/contract';
import { setActingHeader } from '../../api/client.ts';

/**
 * The profile the person acts as (MC §5 "Business access"), in the first load: cards read it
 * (PC §4 save button kind). Choosing and remembering it is the switcher's (acting-choice.ts).
 */
export type ActingProfile = Pick<BusinessProfile, 'id' | 'permissions' | 'user'>;

let current: ActingProfile | null = null;
const listeners = new Set<() => void>();

export function publishActing(next: ActingProfile | null): void {
  current = next;
  setActingHeader(next?.id ?? null);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useActing = (): ActingProfile | null => useSyncExternalStore(subscribe, () => current);

/** A manager acting for another profile (not its owner): PC §4 shows them no save button. */
export const isActingManager = (p: ActingProfile | null): boolean =>
  p !== null && !p.permissions.includes('OWNER');
