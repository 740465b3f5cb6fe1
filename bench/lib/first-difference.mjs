// Where two answers that should be the same bytes part: null when equal, else the byte and the
// text around it on both sides (a feed page is one 100 KB line; a whole diff would be unreadable).
// Used by bench/feed-api.mjs and its guard in npm test (apps/server/test/feed-reference.test.ts).
export function firstDifference(a, b, names = ['tack', 'reference']) {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const around = (s) => s.slice(Math.max(0, i - 60), i + 60);
  return `byte ${i}: ${names[0]} …${around(a)}… / ${names[1]} …${around(b)}…`;
}
