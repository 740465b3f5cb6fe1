import { sql, type Kysely } from 'kysely';
import type { Interest } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { queryTemplate } from '../../db/query-template.ts';
import { imageUrls } from '../media/sizes.ts';
import { personVisible } from '../privacy/hidden-people.ts';

export const interestUrl = (slug: string, id: string) => `/ideas/${slug}/${id}/`;

/** Interests with their pin and follower counts and whether the viewer follows each. */
export function interestsQuery(db: Kysely<Database>, viewerId: string | null) {
  return db
    .selectFrom('interests as i')
    .select(['i.id', 'i.name', 'i.slug'])
    .select((eb) => [
      // Pins on open boards only: a figure that counts no secret or protected pin, nor one of
      // someone hidden from the viewer.
      eb
        .selectFrom('pin_interests as pi')
        .innerJoin('pins as ip', 'ip.id', 'pi.pin_id')
        .innerJoin('boards as ib', 'ib.id', 'ip.board_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('pi.interest_id', '=', 'i.id')
        .where('ib.privacy', '=', 'public')
        .where('ip.removed_at', 'is', null)
        .where(personVisible('ib.owner_id', viewerId))
        .where(personVisible('ip.pinner_id', viewerId))
        .as('pin_count'),
      eb
        .selectFrom('interest_follows as f')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('f.interest_id', '=', 'i.id')
        .as('follower_count'),
      eb
        .exists(
          eb
            .selectFrom('interest_follows as mine')
            .select('mine.interest_id')
            .whereRef('mine.interest_id', '=', 'i.id')
            .where('mine.user_id', '=', viewerId ?? ''),
        )
        .as('followed_by_me'),
    ]);
}

type InterestRow = Awaited<
  ReturnType<ReturnType<typeof interestsQuery>['executeTakeFirstOrThrow']>
>;

export const toInterest = (r: InterestRow, coverImageUrl: string | null = null): Interest => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  url: interestUrl(r.slug, r.id),
  pinCount: Number(r.pin_count ?? 0),
  followerCount: Number(r.follower_count ?? 0),
  followedByMe: Boolean(r.followed_by_me),
  coverImageUrl,
});

/**
 * A cover for each interest, in one query: its newest pin on a public board (the pins its
 * public pin count counts), as a 236x image URL. Interests without one are absent.
 */
export async function interestCovers(
  db: Kysely<Database>,
  interestIds: string[],
  viewerId: string | null,
) {
  const covers = new Map<string, string>();
  if (!interestIds.length) return covers;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('pin_interests as pi')
        .innerJoin('pins as p', 'p.id', 'pi.pin_id')
        .innerJoin('boards as b', 'b.id', 'p.board_id')
        .select([
          'pi.interest_id',
          'p.image_signature',
          'p.width',
          'p.height',
          sql<number>`row_number() over (partition by pi.interest_id order by p.id desc)`.as('rn'),
        ])
        .where('pi.interest_id', 'in', interestIds)
        .where('b.privacy', '=', 'public')
        .where('p.removed_at', 'is', null)
        .where(personVisible('b.owner_id', viewerId))
        .where(personVisible('p.pinner_id', viewerId))
        .as('c'),
    )
    .selectAll()
    .where('rn', '=', 1)
    .execute();
  for (const r of rows)
    covers.set(r.interest_id, imageUrls(r.image_signature, r.width, r.height)['236x'].url);
  return covers;
}

const interestRows = queryTemplate((db, v: { ids: string[] }) =>
  db
    .selectFrom('pin_interests as pi')
    .innerJoin('interests as i', 'i.id', 'pi.interest_id')
    .select(['pi.pin_id', 'i.id', 'i.name', 'i.slug'])
    .where('pi.pin_id', 'in', v.ids)
    .orderBy('i.name'),
);

/**
 * The interests of each pin (by root pin id), for the card's annotations (compiled once for each
 * number of ids).
 */
export async function interestsOfPins(db: Kysely<Database>, pinIds: string[]) {
  const byPin = new Map<string, { id: string; name: string; url: string }[]>();
  if (!pinIds.length) return byPin;
  const rows = await interestRows(db, '', { ids: pinIds });
  for (const r of rows) {
    const list = byPin.get(r.pin_id) ?? [];
    list.push({ id: r.id, name: r.name, url: interestUrl(r.slug, r.id) });
    byPin.set(r.pin_id, list);
  }
  return byPin;
}
