import { describe, expect, it } from 'vitest';
import { hideCall, hiddenType } from './hide-call.ts';

const base = { pinId: '42', undo: false, query: 'red shoes' };

describe('hideCall', () => {
  it('hides search results from search, with the query', () => {
    expect(hideCall({ ...base, surface: 'SearchItem' })).toEqual({
      kind: 'v3',
      path: '/v3/search/42/hide/',
      body: { query: 'red shoes', pin_type: 'pin' },
    });
    expect(hideCall({ ...base, surface: 'SearchItem', undo: true })).toMatchObject({
      path: '/v3/search/42/unhide/',
    });
  });

  it('hides related pins from p2p', () => {
    expect(hideCall({ ...base, surface: 'RelatedPinGrid' })).toEqual({
      kind: 'v3',
      path: '/v3/p2p/42/hide/',
    });
    expect(hideCall({ ...base, surface: 'RelatedPinGrid', undo: true })).toEqual({
      kind: 'v3',
      path: '/v3/p2p/42/unhide/',
    });
  });

  it('uses pin feedback on the home feed', () => {
    expect(hideCall({ ...base, surface: 'AuthHomefeed' })).toEqual({ kind: 'feedback' });
  });
});

describe('hiddenType', () => {
  it('names the overlay by surface', () => {
    expect(hiddenType('AuthHomefeed')).toBe('hide');
    expect(hiddenType('SearchItem')).toBe('search');
    expect(hiddenType('RelatedPinGrid')).toBe('related');
  });
});
