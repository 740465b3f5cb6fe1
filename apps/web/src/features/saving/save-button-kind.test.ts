import { describe, expect, it } from 'vitest';
import {
  needsSaveBehaviorLookup,
  saveButtonKind,
  type SaveButtonInput,
} from './save-button-kind.ts';

const base: SaveButtonInput = { justSaved: false, surface: 'AuthHomefeed', saveBehavior: 0 };

describe('save button kind (spec §4)', () => {
  it.each([
    [{}, 'classic'],
    [{ saveBehavior: 1 }, 'inline'],
    [{ saveBehavior: null }, 'classic'],
    [{ isQuickPromotable: true }, 'promote'],
    [{ justSaved: true }, 'savedOverlay'],
    [{ justSaved: true, isQuickPromotable: true }, 'savedOverlay'],
    [{ promotedIsRemovable: true }, 'none'],
    [{ surface: 'ShoppingGridSmall' }, 'none'],
    [{ isActingProfileManager: true, justSaved: true }, 'none'],
  ] as const)('%j -> %s', (over, kind) => expect(saveButtonKind({ ...base, ...over })).toBe(kind));

  it.each([
    [0, false],
    [1, true],
    [4, true],
    [5, false],
  ])('lookup with %i boards: %s', (n, expected) =>
    expect(needsSaveBehaviorLookup(n)).toBe(expected),
  );
});
