import { describe, expect, it } from 'vitest';
import { actingPermission } from './acting-policy.ts';

describe('what a manager may do as a business profile', () => {
  it.each([
    ['BoardResource.create', 'MANAGE_BOARDS'],
    ['BoardSectionResource.delete', 'MANAGE_BOARDS'],
    ['PinResource.create', 'CREATE_EDIT_PINS'],
    ['RepinResource.create', 'CREATE_EDIT_PINS'],
    ['PinAnalyticsResource.get', 'VIEW_STATS'],
    ['CampaignResource.create', 'MANAGE_ADS'],
    ['BoardsResource.get', 'ANY'],
  ])('%s needs %s', (call, needed) => expect(actingPermission(call)).toBe(needed));

  // An account's own controls are never reached by acting: they always run as the person.
  it.each([
    'UserAccountResource.delete',
    'PasswordChangeResource.update',
    'TwoFactorResource.delete',
    'EmailChangeResource.create',
    'UserSessionResource.get',
    'BusinessSecurityResource.update',
    'constructor',
    'toString',
  ])('%s is never made as another profile', (call) => expect(actingPermission(call)).toBeNull());
});
