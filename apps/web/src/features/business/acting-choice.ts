import { publishActing, type ActingProfile } from './acting-store.ts';

/** The stored choice of profile to act as (MC §5), kept per person in this browser. */
const keyOf = (userId: string) => `tack.acting.${userId}`;

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
  publishActing(profile);
}

/** Forget the choice in memory (signing out); the stored one stays for the next sign-in. */
export const stopActing = () => publishActing(null);
