import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { queryTemplate } from '../../db/query-template.ts';
import { normalizeDomain } from '@tack/contract';
import { personVisible } from '../privacy/hidden-people.ts';

export interface Badges {
  isVerifiedMerchant: boolean;
  verifiedIdentity: { verified: boolean };
}
export const NO_BADGES: Badges = {
  isVerifiedMerchant: false,
  verifiedIdentity: { verified: false },
};

const badgeRows = queryTemplate((db, v: { ids: string[] }) =>
  db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      eb
        .exists(
          eb
            .selectFrom('verified_merchants as m')
            .select('m.user_id')
            .whereRef('m.user_id', '=', 'u.id'),
        )
        .as('merchant'),
      eb
        .exists(
          eb
            .selectFrom('domain_claims as d')
            .select('d.id')
            .whereRef('d.user_id', '=', 'u.id')
            .where('d.verified_at', 'is not', null),
        )
        .as('domain'),
    ])
    .where('u.id', 'in', v.ids),
);

/**
 * The badge flags of these people: one statement (by key in verified_merchants and the claims'
 * user index), compiled once for each number of people. An id of no one is not in the answer
 * (callers read it as NO_BADGES).
 */
export async function badgesOf(db: Kysely<Database>, userIds: string[]) {
  const ids = [...new Set(userIds)];
  const out = new Map<string, Badges>();
  if (!ids.length) return out;
  for (const r of await badgeRows(db, '', { ids }))
    out.set(r.id, {
      isVerifiedMerchant: Boolean(r.merchant),
      verifiedIdentity: { verified: Boolean(r.domain) },
    });
  return out;
}

/** The domains a person verified. */
export async function verifiedDomainsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('domain_claims')
    .select('domain')
    .where('user_id', '=', userId)
    .where('verified_at', 'is not', null)
    .execute();
  return rows.map((r) => r.domain);
}

/** The website on a profile is one of the person's verified domains (spec isPrimaryWebsiteVerified). */
export function isPrimaryWebsiteVerified(websiteUrl: string | null, verified: string[]): boolean {
  const host = websiteUrl ? normalizeDomain(websiteUrl) : null;
  return host !== null && verified.includes(host);
}

export interface OfficialUser {
  id: string;
  username: string;
  isPrimaryWebsiteVerified: boolean;
}

/** Verified claims of these domains by people the viewer may see (compiled once per shape). */
const officialRows = queryTemplate((db, v: { domains: string[]; viewerId: string }, shape) =>
  db
    .selectFrom('domain_claims as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.domain', 'd.verified_at', 'u.id', 'u.username', 'u.website_url'])
    .where('d.domain', 'in', v.domains)
    .where('d.verified_at', 'is not', null)
    .where(personVisible('d.user_id', shape === 'in' ? v.viewerId : null))
    .orderBy('d.verified_at', 'asc')
    .orderBy('d.id', 'asc'),
);

/**
 * Each domain's official account (spec linkDomain.officialUser): the first person to verify it,
 * if any did and the viewer may see them. Pins' domains are stored without `www.`, as claims are.
 */
export async function officialUsersOf(
  db: Kysely<Database>,
  viewerId: string | null,
  domains: string[],
) {
  const list = [...new Set(domains)];
  const out = new Map<string, OfficialUser>();
  if (!list.length) return out;
  const rows = await officialRows(db, viewerId ? 'in' : 'out', {
    domains: list,
    viewerId: viewerId ?? '',
  });
  for (const r of rows)
    if (!out.has(r.domain))
      out.set(r.domain, {
        id: r.id,
        username: r.username,
        isPrimaryWebsiteVerified: isPrimaryWebsiteVerified(r.website_url, [r.domain]),
      });
  return out;
}

/** A profile's badge fields: the two flags, and whether its website is a verified domain. */
export async function profileBadges(
  db: Kysely<Database>,
  user: { id: string; website_url: string | null },
) {
  const [badges, domains] = await Promise.all([
    badgesOf(db, [user.id]),
    verifiedDomainsOf(db, user.id),
  ]);
  return {
    ...(badges.get(user.id) ?? NO_BADGES),
    isPrimaryWebsiteVerified: isPrimaryWebsiteVerified(user.website_url, domains),
  };
}
export type ProfileBadges = Awaited<ReturnType<typeof profileBadges>>;
