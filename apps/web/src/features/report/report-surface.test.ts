import { describe, expect, it } from 'vitest';
import { reportSurfaceOf } from './report-surface.ts';

describe('where a report from a card hides the pin', () => {
  it.each([
    ['AuthHomefeed', 'home'],
    ['SearchItem', 'search'],
    ['RelatedPinGrid', 'p2p'],
    ['closeup', 'home'],
    ['BaseBoardPinGrid', undefined],
    ['OtherProfilePinGrid', undefined],
  ])('%s -> %s', (surface, hidden) => expect(reportSurfaceOf(surface)).toBe(hidden));
});
