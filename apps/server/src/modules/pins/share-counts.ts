import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * How often each pin was shared (PC §3 "shareCount"): every send in a conversation (each
 * recipient's message names the pin) and every share link made for it that no message carries
 * (a copied link: InviteCodeResource). A send's message keeps the invite code made for it, so it
 * is counted once. Two grouped queries per page, whatever its size.
 */
export async function shareCounts(
  db: Kysely<Database>,
  pinIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!pinIds.length) return counts;
  const [sends, links] = await Promise.all([
    db
      .selectFrom('conversation_messages')
      .select(['pin_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('pin_id', 'in', pinIds)
      .groupBy('pin_id')
      .execute(),
    db
      .selectFrom('invite_codes as c')
      .select(['c.object_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.object_type', '=', 'pin')
      .where('c.object_id', 'in', pinIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('conversation_messages as m')
              .select('m.id')
              .whereRef('m.invite_code', '=', 'c.code'),
          ),
        ),
      )
      .groupBy('c.object_id')
      .execute(),
  ]);
  for (const r of sends) counts.set(r.pin_id!, Number(r.n));
  for (const r of links) counts.set(r.object_id, (counts.get(r.object_id) ?? 0) + Number(r.n));
  return counts;
}
