import { describe, expect, it } from 'vitest';
import {
  boardUrl,
  canChangePin,
  canDo,
  canEditBoard,
  canViewBoard,
  decodeOffset,
  encodeOffset,
  isCollaborator,
  permissionsOf,
  QUICK_SAVES_SLUG,
  slugify,
  uniqueSlug,
} from './board-rules.ts';

describe('board visibility (spec §5: protected hides the board)', () => {
  it.each([
    ['public', 'stranger', true],
    ['public', null, true],
    ['secret', 'stranger', false],
    ['secret', null, false],
    ['protected', 'stranger', false],
    ['protected', null, false],
    ['secret', 'owner', true],
    ['protected', 'owner', true],
  ] as const)('%s board seen by %s -> %s', (privacy, viewer, expected) => {
    expect(canViewBoard({ owner_id: 'owner', privacy }, viewer)).toBe(expected);
  });

  it('only the owner edits', () => {
    expect(canEditBoard({ owner_id: 'owner', privacy: 'public' }, 'owner')).toBe(true);
    expect(canEditBoard({ owner_id: 'owner', privacy: 'public' }, 'stranger')).toBe(false);
    expect(canEditBoard({ owner_id: 'owner', privacy: 'public' }, null)).toBe(false);
  });
});

describe('slugs', () => {
  it.each([
    ['Cozy living rooms', 'cozy-living-rooms'],
    ['  Crème brûlée!! ', 'creme-brulee'],
    ['Gift ideas (secret!)', 'gift-ideas-secret'],
    ['😀😀', 'board'],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('makes a slug unique per owner', () => {
    expect(uniqueSlug('recipes', new Set())).toBe('recipes');
    expect(uniqueSlug('recipes', new Set(['recipes', 'recipes-2']))).toBe('recipes-3');
  });

  it('the quick-saves board lives on the saved tab', () => {
    expect(boardUrl('dana', QUICK_SAVES_SLUG)).toBe('/dana/_saved');
    expect(boardUrl('dana', 'recipes')).toBe('/dana/recipes/');
  });
});

describe('offset bookmarks', () => {
  it('round-trips and ignores garbage', () => {
    expect(decodeOffset(encodeOffset(50))).toBe(50);
    expect(decodeOffset(null)).toBe(0);
    expect(decodeOffset('not-a-bookmark')).toBe(0);
  });
});

describe('collaborator permissions (spec §5)', () => {
  const base = {
    owner_id: 'owner',
    privacy: 'public' as const,
    collaborator_permissions: '["save_pin","create_section"]',
  };
  it.each([
    ['owner', null, 'delete_pin', true],
    ['collab', 'accepted', 'save_pin', true],
    ['collab', 'accepted', 'create_section', true],
    ['collab', 'accepted', 'delete_pin', false],
    ['collab', 'pending', 'save_pin', false],
    ['stranger', null, 'save_pin', false],
  ] as const)('%s (%s) %s -> %s', (viewer, status, action, expected) => {
    expect(canDo({ ...base, viewer_collab_status: status }, viewer, action)).toBe(expected);
  });
  it('signed out can do nothing', () => expect(canDo(base, null, 'save_pin')).toBe(false));
  it('counts the owner of a group board and accepted collaborators as collaborators', () => {
    expect(isCollaborator({ ...base, collaborator_count: 2 }, 'owner')).toBe(true);
    expect(isCollaborator({ ...base, collaborator_count: 0 }, 'owner')).toBe(false);
    expect(isCollaborator({ ...base, viewer_collab_status: 'accepted' }, 'collab')).toBe(true);
    expect(isCollaborator({ ...base, viewer_collab_status: 'pending' }, 'collab')).toBe(false);
  });
  it('lets accepted collaborators see secret boards', () => {
    expect(
      canViewBoard({ ...base, privacy: 'secret', viewer_collab_status: 'accepted' }, 'collab'),
    ).toBe(true);
    expect(
      canViewBoard({ ...base, privacy: 'secret', viewer_collab_status: 'pending' }, 'collab'),
    ).toBe(false);
  });
  it('reads malformed permission lists as none', () => {
    expect(permissionsOf({ ...base, collaborator_permissions: 'nope' })).toEqual([]);
    expect(permissionsOf({ ...base, collaborator_permissions: '[1,"save_pin"]' })).toEqual([
      'save_pin',
    ]);
  });
});

describe('changing a pin (issue 11 finding 2: removed collaborators keep no rights)', () => {
  const board = (status: 'accepted' | 'pending' | null, permissions: string[] = []) => ({
    owner_id: 'owner',
    privacy: 'public' as const,
    viewer_collab_status: status,
    collaborator_permissions: permissions,
  });
  const theirs = { pinner_id: 'pinner' };
  it.each([
    ['the pinner while an accepted collaborator', board('accepted'), 'pinner', true],
    ['the pinner once removed', board(null), 'pinner', false],
    ['the pinner with a pending invite', board('pending'), 'pinner', false],
    ['the board owner', board(null), 'owner', true],
    ['a collaborator allowed edit_pin', board('accepted', ['edit_pin']), 'other', true],
    ['a collaborator without edit_pin', board('accepted'), 'other', false],
    ['a stranger', board(null), 'other', false],
    ['a signed-out visitor', board(null), null, false],
  ] as const)('%s: %s', (_who, b, viewer, allowed) => {
    expect(canChangePin(b, theirs, viewer, 'edit_pin')).toBe(allowed);
  });
});
