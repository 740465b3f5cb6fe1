/** A same-site path, never another origin (`//host`, `/\host`). */
const samePath = (p: string | null): p is string =>
  !!p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\');

/**
 * Where to go after login: a same-site path from `?next=`; or, for a board invite link
 * (`?board_url=`, MC §2.2), the board with `accept_invite=true&seamless=true`, which accepts it.
 */
export function nextLocation(search: string): string {
  const params = new URLSearchParams(search);
  const board = params.get('board_url');
  if (samePath(board)) {
    const url = new URL(board, 'http://x');
    url.searchParams.set('accept_invite', 'true');
    url.searchParams.set('seamless', 'true');
    return `${url.pathname}${url.search}`;
  }
  const next = params.get('next');
  return samePath(next) ? next : '/';
}
