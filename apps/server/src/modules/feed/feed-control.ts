import type { FeedControl } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { boardUrl } from '../boards/board-rules.ts';
import { followedSources, unfollowedSources } from '../follows/feed-sources.ts';
import { interestsQuery, toInterest } from '../interests/interests.repository.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { personVisible } from '../privacy/hidden-people.ts';

const HIDDEN_SHOWN = 100;

/**
 * "Tune your home feed": every board, person and interest the viewer follows (switch on) or
 * unfollowed (switch off), by name, and the latest pins they hid from the home feed.
 */
export async function feedControl(ctx: CallContext): Promise<FeedControl> {
  const me = ctx.viewer!.id;
  const [followed, unfollowed] = await Promise.all([
    followedSources(ctx.db, me),
    unfollowedSources(ctx.db, me),
  ]);
  const ids = (kind: 'board' | 'user' | 'interest') => [
    ...new Set([...followed[kind], ...unfollowed[kind]]),
  ];
  const boardIds = ids('board');
  const userIds = ids('user');
  const interestIds = ids('interest');
  const [boards, users, interests, hiddenRows] = await Promise.all([
    boardIds.length
      ? ctx.db
          .selectFrom('boards as b')
          .innerJoin('users as o', 'o.id', 'b.owner_id')
          .select(['b.id', 'b.name', 'b.slug', 'o.username'])
          .where('b.id', 'in', boardIds)
          // A board that turned secret or protected since is no longer the viewer's to see.
          .where((eb) => eb.or([eb('b.privacy', '=', 'public'), eb('b.owner_id', '=', me)]))
          .where(personVisible('b.owner_id', me))
          .orderBy('b.name')
          .execute()
      : [],
    userIds.length
      ? ctx.db
          .selectFrom('users')
          .select(['id', 'username', 'first_name', 'full_name', 'avatar_signature'])
          .where('id', 'in', userIds)
          .where(personVisible('users.id', me))
          .orderBy('full_name')
          .execute()
      : [],
    interestIds.length
      ? interestsQuery(ctx.db, me).where('i.id', 'in', interestIds).orderBy('i.name').execute()
      : [],
    pinsQuery(ctx.db, me)
      .innerJoin('hidden_pins as h', 'h.pin_id', 'pins.id')
      .where('h.user_id', '=', me)
      .where('h.surface', '=', 'home')
      .orderBy('h.created_at', 'desc')
      .limit(HIDDEN_SHOWN)
      .execute(),
  ]);
  return {
    boards: boards.map((b) => ({
      board: { id: b.id, name: b.name, url: boardUrl(b.username, b.slug) },
      owner: b.username,
      followed: followed.board.has(b.id),
    })),
    users: users.map((u) => ({ user: toUserSummary(u), followed: followed.user.has(u.id) })),
    interests: interests.map((i) => ({
      interest: toInterest(i),
      followed: followed.interest.has(i.id),
    })),
    hiddenPins: await presentPins(ctx.db, me, hiddenRows),
  };
}
