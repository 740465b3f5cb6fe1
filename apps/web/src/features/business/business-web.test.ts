import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@tack/contract';
import { isActingManager } from './acting-store.ts';
import { profileList, restoredChoice } from './profiles-query.ts';

const profile = (
  id: string,
  name: string,
  over: Partial<BusinessProfile> = {},
): BusinessProfile => ({
  id,
  permissions: ['CREATE_EDIT_PINS'],
  user: { businessName: name, username: name.toLowerCase(), imgUrl: null },
  viewerMeetsMfaRequirement: true,
  requiresMfa: false,
  isBusiness: true,
  ...over,
});
const own = profile('1', 'Me', { permissions: ['OWNER'] });
const zed = profile('3', 'Zed');
const ana = profile('2', 'Ana');
const locked = profile('4', 'Locked', { viewerMeetsMfaRequirement: false, requiresMfa: true });
const all = { '1': own, '2': ana, '3': zed, '4': locked };

describe('the profile switcher (MC §3, §5)', () => {
  it('lists the person’s own profile first, then the others by name', () =>
    expect(profileList(all).map((p) => p.id)).toEqual(['1', '2', '4', '3']));
  it.each([
    [null, null],
    [{ id: '2' }, '2'],
    [{ id: '9' }, null],
    [{ id: '4' }, null],
    [{ id: '1' }, null],
  ])('stored choice %j acts as %s', (stored, out) =>
    expect(restoredChoice(stored, all)?.id ?? null).toBe(out),
  );
  it('an acting manager is someone acting for a profile they do not own', () => {
    expect(isActingManager(null)).toBe(false);
    expect(isActingManager(ana)).toBe(true);
    expect(isActingManager(own)).toBe(false);
  });
});
