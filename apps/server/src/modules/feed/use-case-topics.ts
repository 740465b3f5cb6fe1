import type { Kysely } from 'kysely';
import type { UseCase } from '@tack/contract';
import type { Database } from '../../db/database.ts';

/**
 * What each onboarding answer to "what brings you to Tack" looks for, as interest slugs. A
 * person who follows no interest (skipped the picker) gets these interests' pins in their home
 * feed (and `useCaseFeed`), so the answer shapes the first feed at once. Slugs missing on a server (its
 * interests are its own pins' topics) simply bring nothing.
 */
export const USE_CASE_TOPICS: Record<UseCase, readonly string[]> = {
  projects: ['woodworking', 'renovation', 'home-decor', 'gardening', 'drawing'],
  save: ['dinner-recipes', 'baking', 'home-decor', 'fashion', 'travel'],
  shop: ['fashion', 'gifts', 'cooking-tools', 'home-decor'],
  events: ['travel', 'gifts', 'baking', 'dinner-recipes'],
  inspiration: ['photography', 'architecture', 'drawing', 'travel', 'fashion'],
  business: ['workspace', 'photography', 'architecture'],
};

/**
 * Below this many followed interests the use case seeds the feed; from it on, the interests the
 * person picked lead alone. One: a use case is vaguer than any interest picked, and the feed
 * stream is one newest-first line, so five broad topics would drown a single chosen one.
 */
export const COLD_START_FOLLOWS = 1;

/** The topics the answer brings, or none once the person follows enough interests. */
export function useCaseTopics(useCase: string | null, followedInterests: number): string[] {
  if (!useCase || followedInterests >= COLD_START_FOLLOWS) return [];
  return [...(USE_CASE_TOPICS[useCase as UseCase] ?? [])];
}

/**
 * The interests (id to name) the viewer's use case brings now: none for a viewer who follows an
 * interest, answered nothing, or unfollowed the interest from their feed.
 */
export async function useCaseInterests(
  db: Kysely<Database>,
  viewerId: string,
  followedInterests: number,
  unfollowed: ReadonlySet<string> = new Set(),
): Promise<Map<string, string>> {
  if (followedInterests >= COLD_START_FOLLOWS) return new Map();
  const row = await db
    .selectFrom('users')
    .select('use_case')
    .where('id', '=', viewerId)
    .executeTakeFirst();
  const slugs = useCaseTopics(row?.use_case ?? null, followedInterests);
  if (!slugs.length) return new Map();
  const rows = await db
    .selectFrom('interests')
    .select(['id', 'name'])
    .where('slug', 'in', slugs)
    .execute();
  return new Map(rows.filter((r) => !unfollowed.has(r.id)).map((r) => [r.id, r.name]));
}
