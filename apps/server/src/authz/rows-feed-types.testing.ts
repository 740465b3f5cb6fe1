import { COMMENT_OBJECTS, PIN_OBJECTS, read, type ObjectKey } from './actors.ts';
import { get, type Cell, type Row } from './row.testing.ts';

/**
 * The comment feeds of MC §3 through FeedResource: a pin's comments (its own, or gathered over
 * its original and saves) for whoever may see the pin, and a comment's replies for whoever may
 * see its pin; hidden looks like missing.
 */
const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const feed = (x: Cell, options: Record<string, unknown>) => get(x.c, 'FeedResource', options);

export const feedTypeRows: Row[] = [
  ...(['unified-comments', 'aggregatedComments'] as const).map((type): Row => ({
    call: 'FeedResource.get',
    variant: type,
    objects: PINS,
    expect: read,
    run: (x) => feed(x, { feed_type: type, pin_id: x.id }),
  })),
  {
    call: 'FeedResource.get',
    variant: 'aggregated-comment-replies',
    objects: [...COMMENT_OBJECTS],
    expect: read,
    run: (x) => feed(x, { feed_type: 'aggregated-comment-replies', comment_id: x.id }),
  },
];
