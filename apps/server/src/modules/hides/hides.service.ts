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
  /** Why (the pin feedback call's reason), kept with the hide. */
  feedback: Record<string, unknown> | null = null,
) {
  const pin = await pinsQuery(db, viewerId).where('pins.id', '=', pinId).executeTakeFirst();
  if (!pin) throw notFound('Pin');
  await db.transaction().execute(async (trx) => {
    await writeHidden(trx, viewerId, pinId, surface, hidden, context, feedback);
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
  feedback: Record<string, unknown> | null,
) {
  if (hidden) {
    const reason = feedback ? JSON.stringify(feedback) : null;
    await db
      .insertInto('hidden_pins')
      .values({
        user_id: viewerId,
        pin_id: pinId,
        surface,
        context,
        feedback: reason,
        created_at: nowIso(),
      })
      // Hidden again with a reason: the latest reason is the one kept.
      .onConflict((oc) => {
        const target = oc.columns(['user_id', 'surface', 'pin_id']);
        return reason ? target.doUpdateSet({ feedback: reason }) : target.doNothing();
      })
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
