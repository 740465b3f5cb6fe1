import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { notify } from '../modules/notifications/notify.ts';

/**
 * The demo account's notifications, as they would have come: each save of one of its pins at the
 * save's time (grouped by the same rule as live ones), and two people who started following it an
 * hour ago. A first visit after `npm start` shows the bell with something in it.
 */
export async function demoNotifications(
  trx: Kysely<Database>,
  demoId: string,
  pins: readonly { id: string; pinner_id: string }[],
  saves: readonly Database['saves'][],
  followers: readonly string[],
  nowMs: number,
) {
  const pinnerOf = new Map(pins.map((p) => [p.id, p.pinner_id]));
  const ofMine = saves
    .filter((s) => pinnerOf.get(s.pin_id) === demoId && s.user_id !== demoId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const s of ofMine)
    await notify(
      trx,
      { kind: 'pin_saved', recipientId: demoId, actorId: s.user_id, pinId: s.pin_id },
      Date.parse(s.created_at),
    );
  const followedAt = nowMs - 3_600_000;
  for (const [i, id] of followers.entries()) {
    const at = followedAt + i * 60_000;
    await trx
      .insertInto('user_follows')
      .values({ follower_id: id, followee_id: demoId, created_at: new Date(at).toISOString() })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .execute();
    await notify(trx, { kind: 'user_followed', recipientId: demoId, actorId: id }, at);
  }
}
