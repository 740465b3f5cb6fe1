import { describe, expect, it } from 'vitest';
import {
  actingRefusal,
  allows,
  isQuickPromotable,
  meetsMfaRequirement,
  normalizePermissions,
} from './business-rules.ts';

describe('business access rules (MC §3, §6; PC §6)', () => {
  it.each([
    [['OWNER'], 'ADMIN', true],
    [['OWNER'], 'OWNER', true],
    [['ADMIN'], 'MANAGE_BOARDS', true],
    [['ADMIN'], 'OWNER', false],
    [['CREATE_EDIT_PINS'], 'MANAGE_BOARDS', false],
    [['CREATE_EDIT_PINS'], 'CREATE_EDIT_PINS', true],
    [['VIEW_STATS'], 'ANY', true],
    [[], 'ANY', false],
    [['MANAGE_BOARDS'], 'ADMIN', false],
  ] as const)('%j allows %s: %s', (perms, needed, out) => expect(allows(perms, needed)).toBe(out));

  it.each([
    [['OWNER'], true, false, true],
    [['ADMIN'], true, false, false],
    [['ADMIN'], true, true, true],
    [['VIEW_STATS'], false, false, true],
  ] as const)('%j, requires %s, has two-factor %s: meets %s', (permissions, req, has, out) =>
    expect(meetsMfaRequirement({ permissions, profileRequiresMfa: req, viewerHasMfa: has })).toBe(
      out,
    ),
  );

  it('refuses with the two-factor reason first, then the missing permission, in words', () => {
    const base = { businessName: 'Ana Lamps', profileRequiresMfa: true, viewerHasMfa: false };
    expect(
      actingRefusal({ ...base, permissions: ['VIEW_STATS'], needed: 'MANAGE_BOARDS' }),
    ).toEqual({
      code: 'mfa_required',
      message: expect.stringContaining('Settings > Security'),
    });
    expect(
      actingRefusal({
        ...base,
        viewerHasMfa: true,
        permissions: ['VIEW_STATS'],
        needed: 'MANAGE_BOARDS',
      }),
    ).toEqual({
      code: 'permission',
      message: 'Your role on Ana Lamps doesn\'t include "Manage boards and sections"',
    });
    expect(actingRefusal({ ...base, permissions: ['OWNER'], needed: 'MANAGE_BOARDS' })).toBeNull();
  });

  it('normalizes a granted list: known, never OWNER, no repeats, in order', () =>
    expect(normalizePermissions(['VIEW_STATS', 'OWNER', 'ADMIN', 'VIEW_STATS', 'NOPE'])).toEqual([
      'ADMIN',
      'VIEW_STATS',
    ]));

  it.each([
    [{ viewerIsBusiness: true, isOwnPin: true, isOriginal: true, isPromoted: false }, true],
    [{ viewerIsBusiness: false, isOwnPin: true, isOriginal: true, isPromoted: false }, false],
    [{ viewerIsBusiness: true, isOwnPin: false, isOriginal: true, isPromoted: false }, false],
    [{ viewerIsBusiness: true, isOwnPin: true, isOriginal: false, isPromoted: false }, false],
    [{ viewerIsBusiness: true, isOwnPin: true, isOriginal: true, isPromoted: true }, false],
  ])('quick-promotable %j: %s', (o, out) => expect(isQuickPromotable(o)).toBe(out));
});
