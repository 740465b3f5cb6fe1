import type { ReactionType } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { rootPinnedByBlocker } from '../privacy/blocks.repository.ts';
import { nowIso } from '../../lib/ids.ts';
import { pinsQuery, rootOf } from '../pins/pins.repository.ts';
import { reactionCounts } from '../pins/pins.present.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Exactly one reaction per viewer per pin (spec §5): reacting again replaces the earlier one.
 * Reactions attach to the original pin, so every save of it shows the same counts.
 */
export async function react(ctx: CallContext, pinId: string, type: ReactionType | null) {
  const viewerId = ctx.viewer!.id;
  const rootId = await ctx.db.transaction().execute(async (trx) => {
    const pin = await pinsQuery(trx, viewerId).where('pins.id', '=', pinId).executeTakeFirst();
    if (!pin) throw notFound('Pin');
    const root = rootOf(pin);
    // Reactions land on the original: none on one pinned by someone who blocked the viewer
    // (taking an earlier one back is still allowed).
    if (type !== null && root !== pin.id && (await rootPinnedByBlocker(trx, viewerId, root)))
      throw forbidden("You can't react to this Pin");
    await trx
      .deleteFrom('reactions')
      .where('user_id', '=', viewerId)
      .where('pin_id', '=', root)
      .execute();
    if (type !== null) {
      await trx
        .insertInto('reactions')
        .values({ user_id: viewerId, pin_id: root, reaction_type: type, created_at: nowIso() })
        .execute();
      // The pin reacted on is the one its pinner hears of (the counts belong to the original).
      await notify(trx, {
        kind: 'pin_reacted',
        recipientId: pin.pinner_id,
        actorId: viewerId,
        pinId: pin.id,
      });
    }
    return root;
  });
  const counts = await reactionCounts(ctx.db, [rootId]);
  return { pinId, myReaction: type, reactionCountsData: counts.get(rootId) ?? [] };
}
