import { describe, expect, it } from 'vitest';
import { reasonText, unfollowTargetOf } from './follow-source.ts';

describe('unfollow target of a home-feed pin', () => {
  const board = { id: '1', name: 'Lamps', url: '/a/lamps/' };
  it.each([
    ['followed_board', 'board'],
    ['followed_user', 'user'],
    ['followed_interest', 'interest'],
  ] as const)('%s -> %s', (reason, kind) =>
    expect(unfollowTargetOf({ reason, reasonId: '7', board, label: 'Lamps' })).toEqual({
      kind,
      id: '7',
      label: 'Lamps',
    }),
  );
  it('has none for popular pins or pins outside the home feed', () => {
    expect(
      unfollowTargetOf({ reason: 'popular', reasonId: null, board: null, label: null }),
    ).toBeNull();
    expect(unfollowTargetOf(null)).toBeNull();
  });
});

describe('reason line on a card', () => {
  const r = (reason: 'followed_board' | 'followed_user' | 'followed_interest' | 'popular') => ({
    reason,
    reasonId: '7',
    board: null,
    label: 'Lamps',
  });
  it('names the followed source', () => {
    expect(reasonText(r('followed_board'))).toBe('From Lamps, a board you follow');
    expect(reasonText(r('followed_user'))).toBe('Because you follow Lamps');
    expect(reasonText(r('followed_interest'))).toBe('Because you follow Lamps');
  });
  it('says nothing for popular pins or without a name', () => {
    expect(reasonText(r('popular'))).toBeNull();
    expect(reasonText({ ...r('followed_board'), label: null })).toBeNull();
    expect(reasonText(null)).toBeNull();
  });
});
