/** Where to go after login: a same-site path from `?next=`, never another origin. */
export function nextLocation(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/';
}
