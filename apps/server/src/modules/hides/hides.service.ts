import type { Kysely } from 'kysely';
import type { Database, HiddenPinsTable } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { pinsQuery } from '../pins/pins.repository.ts';

export type Surface = HiddenPinsTable['surface'];

/** Hides (or, with `hidden` false, restores) a pin the viewer can see, on one surface. Idempotent. */
export async function setHidden(
  db: Kysely<Database>,
  viewerId: string,
  pinId: string,
  surface: Surface,
  hidden: boolean,
  context = '',
) {
  const pin = await pinsQuery(db, viewerId).where('pins.id', '=', pinId).executeTakeFirst();
  if (!pin) throw notFound('Pin');
  await db.transaction().execute(async (trx) => {
    await writeHidden(trx, viewerId, pinId, surface, hidden, context);
    // Hiding a weight-loss ad means fewer of them (§4, §8); its undo takes that back.
    if (surface === 'home' && pin.is_promoted && pin.is_weight_loss_ad)
      await trx
        .updateTable('users')
        .set({ weight_loss_ads_opted_out: hidden ? 1 : 0 })
        .where('id', '=', viewerId)
        .execute();
  });
  return { pinId, surface, hidden };
}

async function writeHidden(
  db: Kysely<Database>,
  viewerId: string,
  pinId: string,
  surface: Surface,
  hidden: boolean,
  context: string,
) {
  if (hidden) {
    await db
      .insertInto('hidden_pins')
      .values({ user_id: viewerId, pin_id: pinId, surface, context, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'surface', 'pin_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('hidden_pins')
      .where('user_id', '=', viewerId)
      .where('surface', '=', surface)
      .where('pin_id', '=', pinId)
      .execute();
  }
}
