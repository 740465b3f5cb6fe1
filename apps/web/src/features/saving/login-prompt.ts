/** Headers of the login prompt per action (messaging-consent-routes.md §8). */
export const LOGIN_HEADERS = {
  continue: 'Log in to continue',
  save: 'Log in to save this Pin',
  send: 'Log in to send this Pin',
  edit: 'Log in to edit this Pin',
  hide: 'Log in to hide this Pin',
  create: 'Log in to create a Pin or board',
  createBoard: 'Log in to create a board',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
  favorite: 'Log in to continue',
} as const;
export type PromptAction = keyof typeof LOGIN_HEADERS;
export const LOGIN_SUBHEADER = "You're almost there! Log in to access all of the product";

/**
 * Where the visitor lands after logging in (MC §2.2): after Save on /pin/{id} the save flow
 * /pin/{id}/repin/, after Edit /pin/{id}/edit/, otherwise back where they were.
 */
export function nextAfterLogin(action: PromptAction, pathname: string): string {
  const pin = /^\/pin\/(\d+)\/?$/.exec(pathname);
  if (pin && action === 'save') return `/pin/${pin[1]}/repin/`;
  if (pin && action === 'edit') return `/pin/${pin[1]}/edit/`;
  return pathname;
}
