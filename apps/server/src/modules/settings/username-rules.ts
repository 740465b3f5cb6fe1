import { RESERVED_USERNAMES } from '@tack/contract';
import { MAX_OLD_USERNAMES, USERNAME_REDIRECT_DAYS } from '@tack/contract/account';

const DAY_MS = 86_400_000;

/** When an old username written at `now` stops redirecting and is free for anyone again. */
export const redirectExpiry = (now: number) =>
  new Date(now + USERNAME_REDIRECT_DAYS * DAY_MS).toISOString();

/** The message for a name that names a product page (`/settings`, `/pin`, ...). */
export const reservedMessage = (name: string) =>
  `"${name}" is the name of a page on Tack, so it can't be a username`;

export const TAKEN_MESSAGE = 'That username is taken';

/** Someone else's recent old name: theirs until it expires, so links to it keep working. */
export const HELD_MESSAGE = 'That username is taken';

export const tooManyChangesMessage = (freeAt: string) =>
  `You've changed your username ${MAX_OLD_USERNAMES} times in the last ${USERNAME_REDIRECT_DAYS} days. ` +
  `You can change it again on ${new Date(freeAt).toISOString().slice(0, 10)}.`;

/**
 * Who may take `name` now. A name is free unless a product page uses it, a user has it, or it is
 * another user's old name that still redirects (an old name of the asker's own is theirs to take
 * back). Pure: the caller reads the rows.
 */
export function usernameVerdict(input: {
  name: string;
  askerId: string | null;
  holderId: string | null;
  redirect: { userId: string; expiresAt: string } | null;
  now: number;
}): 'free' | 'reserved' | 'taken' | 'held' | 'own-old-name' {
  if (RESERVED_USERNAMES.has(input.name)) return 'reserved';
  if (input.holderId && input.holderId !== input.askerId) return 'taken';
  const r = input.redirect;
  if (r && Date.parse(r.expiresAt) > input.now)
    return r.userId === input.askerId ? 'own-old-name' : 'held';
  return 'free';
}
