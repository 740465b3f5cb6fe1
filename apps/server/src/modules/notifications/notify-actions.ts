import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notify } from './notify.ts';

/**
 * A save tells the pinner of the pin that was saved and, when that pin is itself a save, the
 * original's pinner too (each about their own pin; one line each, never two for one person).
 */
export async function notifySave(
  trx: Kysely<Database>,
  saverId: string,
  source: { id: string; pinner_id: string; origin_pin_id: string | null },
) {
  await notify(trx, {
    kind: 'pin_saved',
    recipientId: source.pinner_id,
    actorId: saverId,
    pinId: source.id,
  });
  if (!source.origin_pin_id) return;
  const origin = await trx
    .selectFrom('pins')
    .select(['id', 'pinner_id'])
    .where('id', '=', source.origin_pin_id)
    .executeTakeFirst();
  if (origin && origin.pinner_id !== source.pinner_id)
    await notify(trx, {
      kind: 'pin_saved',
      recipientId: origin.pinner_id,
      actorId: saverId,
      pinId: origin.id,
    });
}
