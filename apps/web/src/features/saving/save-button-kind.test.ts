import { describe, expect, it } from 'vitest';
import {
  hoverAction,
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
    [{ surface: 'ShoppingPackageItem' }, 'none'],
    [{ surface: 'BulkEditMode' }, 'none'],
    [{ surface: 'SomewhereNew' }, 'classic'],
    [{ isActingProfileManager: true, justSaved: true }, 'none'],
    // Business access (issue 14): an acting manager gets no save button, on any pin.
    [{ isActingProfileManager: true }, 'none'],
    [{ isActingProfileManager: true, saveBehavior: 1 }, 'none'],
    [{ isActingProfileManager: true, isQuickPromotable: true }, 'none'],
    // A removable promoted pin (the viewer's own campaign's) is not savable, even just saved.
    [{ promotedIsRemovable: true, justSaved: true }, 'none'],
    [{ promotedIsRemovable: true, isQuickPromotable: true }, 'none'],
    // A business's own quick-promotable pin offers promote, whatever the save behaviour.
    [{ isQuickPromotable: true, saveBehavior: 1 }, 'promote'],
    [{ isQuickPromotable: true, surface: 'ShoppingGridSmall' }, 'none'],
  ] as const)('%j -> %s', (over, kind) => expect(saveButtonKind({ ...base, ...over })).toBe(kind));

  it.each([
    [0, false],
    [1, true],
    [4, true],
    [5, false],
  ])('lookup with %i boards: %s', (n, expected) =>
    expect(needsSaveBehaviorLookup(n)).toBe(expected),
  );

  it.each([
    ['promote', true, 'save'],
    ['classic', false, 'save'],
    ['inline', false, 'save'],
    ['none', false, 'open'],
    ['classic', true, 'save'],
    ['savedOverlay', true, 'save'],
    ['none', true, 'none'],
  ] as const)('hover with kind %s, signed in %s -> %s', (kind, signedIn, out) =>
    expect(hoverAction(kind, signedIn)).toBe(out),
  );
});
