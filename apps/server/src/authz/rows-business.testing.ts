import { PIN_OBJECTS, type ObjectKey, type Rule } from './actors.ts';
import { get, MISSING_ID, type Row } from './row.testing.ts';

const NONE: ObjectKey[] = ['none'];
const OWEN: ObjectKey[] = ['user:owen'];
const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const out = (a: string) => a === 'signedOut';
/** The profiles a person may act as: anyone signed in asks for their own. */
const signedInOnly: Rule = (a) => (out(a) ? 401 : 200);
/** A business profile's people and security: nobody in the world manages Owen, so 404. */
const ownersOnly =
  (ownerAnswer: 200 | 400 | 404): Rule =>
  (a) =>
    out(a) ? 401 : a === 'owner' ? ownerAnswer : 404;
const noOne: Rule = (a) => (out(a) ? 401 : 404);
/** Campaigns are business accounts'; nobody in the world is one. */
const businessOnly: Rule = (a) => (out(a) ? 401 : 403);
const CODE = 'abcdefghijklmnopqrstuvwxyz012345';

/** Issue 14: business access and campaigns. Acting managers have their own matrix (acting-matrix). */
export const businessRows: Row[] = [
  {
    call: 'GET /vx/business_access/profiles',
    objects: NONE,
    expect: signedInOnly,
    run: (x) => x.c.get('/vx/business_access/profiles/'),
  },
  {
    call: 'BusinessAccessResource.get',
    objects: OWEN,
    expect: ownersOnly(200),
    run: (x) => get(x.c, 'BusinessAccessResource', { profile_id: x.id }),
  },
  {
    call: 'BusinessInviteResource.create',
    objects: OWEN,
    // Owen's is a personal account: he is told to convert it first.
    expect: ownersOnly(400),
    run: (x) =>
      x.c.resource('BusinessInviteResource', 'create', {
        profile_id: x.id,
        permissions: ['VIEW_STATS'],
      }),
  },
  {
    call: 'BusinessInviteResource.get',
    objects: NONE,
    expect: noOne,
    run: (x) => get(x.c, 'BusinessInviteResource', { code: CODE }),
  },
  {
    call: 'BusinessInviteResource.update',
    objects: NONE,
    expect: noOne,
    run: (x) => x.c.resource('BusinessInviteResource', 'update', { code: CODE }),
  },
  {
    call: 'BusinessInviteResource.delete',
    objects: OWEN,
    expect: noOne,
    run: (x) =>
      x.c.resource('BusinessInviteResource', 'delete', { profile_id: x.id, invite_id: MISSING_ID }),
  },
  {
    call: 'BusinessManagerResource.update',
    objects: OWEN,
    expect: noOne,
    run: (x) =>
      x.c.resource('BusinessManagerResource', 'update', {
        profile_id: x.id,
        user_id: x.w.users.cara.id,
        permissions: ['ADMIN'],
      }),
  },
  {
    call: 'BusinessManagerResource.delete',
    objects: OWEN,
    expect: noOne,
    run: (x) =>
      x.c.resource('BusinessManagerResource', 'delete', {
        profile_id: x.id,
        user_id: x.w.users.cara.id,
      }),
  },
  {
    call: 'BusinessSecurityResource.update',
    objects: OWEN,
    expect: ownersOnly(200),
    stores: true,
    run: (x) =>
      x.c.resource('BusinessSecurityResource', 'update', { profile_id: x.id, require_mfa: true }),
  },
  {
    call: 'CampaignResource.create',
    objects: PINS,
    expect: businessOnly,
    run: (x) =>
      x.c.resource('CampaignResource', 'create', {
        pin_id: x.id,
        name: 'Matrix',
        budget_cents: 1000,
        start_date: new Date().toISOString().slice(0, 10),
        end_date: '2099-01-01',
      }),
  },
  {
    call: 'CampaignResource.update',
    objects: NONE,
    expect: businessOnly,
    run: (x) => x.c.resource('CampaignResource', 'update', { id: MISSING_ID, status: 'paused' }),
  },
  {
    call: 'CampaignsResource.get',
    objects: NONE,
    expect: businessOnly,
    run: (x) => get(x.c, 'CampaignsResource', {}),
  },
];
