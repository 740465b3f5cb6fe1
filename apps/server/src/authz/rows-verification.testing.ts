import { operatorOnly, type ObjectKey, type Rule } from './actors.ts';
import { get, type Cell, type Row } from './row.testing.ts';

/**
 * Verified merchants and domains: operators alone verify and revoke; a domain claim is its
 * claimant's alone (anyone else, signed in, is told it does not exist).
 */
const NONE: ObjectKey[] = ['none'];
const signedInOwn: Rule = (a) => (a === 'signedOut' ? 401 : 200);
/** Owen's claim: his to check (the answer says its TXT record is not there) or remove; 404 to others. */
const owensClaim =
  (owner: 200 | 400): Rule =>
  (a) =>
    a === 'signedOut' ? 401 : a === 'owner' ? owner : 404;

/** Owen's claim of owen.example (world.testing.ts). */
const claimOfOwen = (x: Cell): string => x.w.ids['claim:owen']!;

export const verificationRows: Row[] = [
  {
    call: 'AdminVerificationResource.get',
    objects: NONE,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminVerificationResource', {}),
  },
  {
    call: 'VerifiedMerchantResource.create',
    objects: NONE,
    expect: operatorOnly,
    stores: true,
    run: (x) => x.c.resource('VerifiedMerchantResource', 'create', { username: 'pat' }),
  },
  {
    call: 'VerifiedMerchantResource.delete',
    objects: NONE,
    expect: operatorOnly,
    // Stan is a verified merchant in the world, so the revoke has something to take back.
    run: (x) => x.c.resource('VerifiedMerchantResource', 'delete', { username: 'stan' }),
  },
  {
    call: 'VerifiedDomainResource.create',
    objects: NONE,
    expect: operatorOnly,
    stores: true,
    run: (x) =>
      x.c.resource('VerifiedDomainResource', 'create', {
        username: 'stan',
        domain: 'stan.example',
      }),
  },
  {
    call: 'VerifiedDomainResource.delete',
    objects: NONE,
    expect: operatorOnly,
    run: (x) =>
      x.c.resource('VerifiedDomainResource', 'delete', {
        username: 'stan',
        domain: 'stan.example',
      }),
  },
  {
    call: 'DomainClaimResource.get',
    objects: NONE,
    expect: signedInOwn,
    run: (x) => get(x.c, 'DomainClaimResource', {}),
  },
  {
    call: 'DomainClaimResource.create',
    objects: NONE,
    expect: signedInOwn,
    stores: true,
    run: (x) => x.c.resource('DomainClaimResource', 'create', { domain: `${x.me}-shop.example` }),
  },
  {
    call: 'DomainClaimResource.delete',
    objects: NONE,
    expect: owensClaim(200),
    run: async (x) => x.c.resource('DomainClaimResource', 'delete', { id: claimOfOwen(x) }),
  },
  {
    call: 'DomainClaimCheckResource.create',
    objects: NONE,
    expect: owensClaim(200),
    stores: true,
    run: async (x) =>
      x.c.resource('DomainClaimCheckResource', 'create', {
        id: claimOfOwen(x),
        method: 'dns',
      }),
  },
];
