import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { queryTemplate } from '../../db/query-template.ts';

const shareRows = queryTemplate((db, v: { ids: string[] }) =>
  db
    .selectFrom('pins as p')
    .select((eb) => [
      'p.id',
      eb
        .selectFrom('conversation_messages as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.pin_id', '=', 'p.id')
        .as('sends'),
      eb
        .selectFrom('invite_codes as c')
        .select(eb.fn.countAll<number>().as('n'))
        .where('c.object_type', '=', 'pin')
        .whereRef('c.object_id', '=', 'p.id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('conversation_messages as cm')
                .select('cm.id')
                .whereRef('cm.invite_code', '=', 'c.code'),
            ),
          ),
        )
        .as('links'),
    ])
    .where('p.id', 'in', v.ids),
);

/**
 * How often each pin was shared (PC §3 "shareCount"): every send in a conversation (each
 * recipient's message names the pin) and every share link made for it that no message carries
 * (a copied link: InviteCodeResource). A send's message keeps the invite code made for it, so it
 * is counted once. One statement per page, whatever its size (compiled once for each number of
 * ids).
 */
export async function shareCounts(
  db: Kysely<Database>,
  pinIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!pinIds.length) return counts;
  for (const r of await shareRows(db, '', { ids: pinIds }))
    counts.set(r.id, Number(r.sends ?? 0) + Number(r.links ?? 0));
  return counts;
}
