import { describe, expect, it } from 'vitest';
import { unfollowTargetOf } from './follow-source.ts';

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
