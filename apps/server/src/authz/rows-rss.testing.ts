import { hiddenByBlock, isMissing, boardOf, type ObjectKey, type Rule } from './actors.ts';
import { slugOf } from './rows-boards.testing.ts';
import type { Cell, Row } from './row.testing.ts';

/**
 * RSS feeds (issue 17): read as a signed-out visitor reads, so only a public board has one,
 * whoever asks (its owner and collaborators too); Bea, whom Owen blocked, finds none of his.
 */
const BOARDS: ObjectKey[] = [
  'board:pub',
  'board:sec',
  'board:pro',
  'board:chg',
  'board:sage',
  'board:missing',
];
const PROFILES: ObjectKey[] = ['user:owen', 'user:missing'];

const PUBLIC = new Set(['pub', 'sage']);
const publicFeed: Rule = (a, o) =>
  isMissing(o) || hiddenByBlock(a, o)
    ? 404
    : o.startsWith('user:') || PUBLIC.has(boardOf(o) ?? '')
      ? 200
      : 404;
const ownerOf = (x: Cell) => (boardOf(x.obj) === 'sage' ? 'sage' : 'owen');

export const rssRows: Row[] = [
  {
    call: 'GET /:username/:board.rss',
    variant: "a board's feed",
    objects: BOARDS,
    expect: publicFeed,
    run: (x) => x.c.get(`/${ownerOf(x)}/${slugOf(x)}.rss`),
  },
  {
    call: 'GET /:username/:board.rss',
    variant: "a profile's feed (feed.rss)",
    objects: PROFILES,
    expect: publicFeed,
    run: (x) => x.c.get(`/${x.obj === 'user:missing' ? 'nobodyzq' : 'owen'}/feed.rss`),
  },
];
