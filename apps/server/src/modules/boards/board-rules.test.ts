import { describe, expect, it } from 'vitest';
import { boardUrl, canEditBoard, canViewBoard, decodeOffset, encodeOffset, QUICK_SAVES_SLUG, slugify, uniqueSlug } from './board-rules.ts';

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
