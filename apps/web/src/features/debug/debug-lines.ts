import type { Pin } from '@tack/contract';

/** Names of the home feed's streams, as the overlay shows them. */
const SOURCE_NAMES: Record<NonNullable<Pin['debug']>['source'], string> = {
  followed_board: 'followed board',
  followed_user: 'followed person',
  followed_interest: 'followed interest',
  use_case: 'onboarding use case',
  saved_topic: 'saved topic',
  promoted: 'promoted',
  fallback: 'fallback (popular)',
};

/**
 * The employee overlay's rows for one card (PC §1, §6): the ids, and where the server said the
 * pin came from when it said so (the home feed, asked with `deb_`), with the page's server time,
 * and when the card was first rendered on this page.
 */
export function debugLines(
  pin: Pick<Pin, 'id' | 'board' | 'pinner' | 'debug'>,
  renderedAtMs: number,
): [string, string][] {
  const rows: [string, string][] = [
    ['pin', pin.id],
    ['board', pin.board?.id ?? 'none'],
    ['pinner', pin.pinner.id],
  ];
  const d = pin.debug;
  if (d) {
    rows.push(
      [
        'source',
        d.sourceLabel ? `${SOURCE_NAMES[d.source]}: ${d.sourceLabel}` : SOURCE_NAMES[d.source],
      ],
      ['rank', `#${d.position}, ${d.ranking}`],
      ['server', `${Math.round(d.serverMs)} ms for the page`],
    );
  } else rows.push(['source', 'not a home feed pin']);
  rows.push(['client', `rendered at ${Math.round(renderedAtMs)} ms`]);
  return rows;
}
