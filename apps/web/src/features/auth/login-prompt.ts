/**
 * The login prompt: what a signed-out visitor sees instead of an action they cannot take
 * (messaging-consent-routes.md §4 "Unauthenticated save and limited login", §6, §8).
 */

/** Its header per action (§8). Invites add their own headers with the invites work. */
export const LOGIN_HEADERS = {
  continue: 'Log in to continue',
  save: 'Log in to save this Pin',
  send: 'Log in to send this Pin',
  edit: 'Log in to edit this Pin',
  hide: 'Log in to hide this Pin',
  create: 'Log in to create a Pin or board',
  createBoard: 'Log in to create a board',
  shareProfile: 'Log in to share the profile',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
} as const;
export type PromptAction = keyof typeof LOGIN_HEADERS;
export const LOGIN_SUBHEADER = "You're almost there! Log in to access all of the product";

/** The signup modal's three headings (§8). */
export const SIGNUP_HEADINGS = {
  saving: 'Sign up to continue saving and access your ideas',
  saved: 'Access your saved ideas and discover even more',
  create: 'Bring your ideas to life',
} as const;

/**
 * Which signup heading the prompt's "Sign up" shows: saving for a Save; your saved ideas when you
 * saved some while signed out and are doing something else; otherwise making things.
 */
export function signupHeading(action: PromptAction, savedWhileSignedOut: number): string {
  if (action === 'save') return SIGNUP_HEADINGS.saving;
  if (savedWhileSignedOut > 0) return SIGNUP_HEADINGS.saved;
  return SIGNUP_HEADINGS.create;
}

/**
 * Where the visitor lands after logging in (§2.2): after Save on /pin/{id} the save flow
 * /pin/{id}/repin/, after Edit /pin/{id}/edit/, otherwise back where they were.
 */
export function nextAfterLogin(action: PromptAction, pathname: string): string {
  const pin = /^\/pin\/(\d+)\/?$/.exec(pathname);
  if (pin && action === 'save') return `/pin/${pin[1]}/repin/`;
  if (pin && action === 'edit') return `/pin/${pin[1]}/edit/`;
  return pathname;
}
