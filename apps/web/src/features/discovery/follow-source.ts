import type { RecommendationReason } from '@tack/contract';
import { callResource, callV3 } from '../../api/client.ts';
import { logFollow } from '../events/use-impression.ts';

export type SourceKind = 'board' | 'user' | 'interest';

/** What a home-feed pin's Unfollow would unfollow: the followed source that brought it. */
export function unfollowTargetOf(
  reason: RecommendationReason | null,
): { kind: SourceKind; id: string; label: string } | null {
  if (!reason?.reasonId) return null;
  const kind = (
    { followed_board: 'board', followed_user: 'user', followed_interest: 'interest' } as const
  )[reason.reason as 'followed_board' | 'followed_user' | 'followed_interest'];
  return kind ? { kind, id: reason.reasonId, label: reason.label ?? '' } : null;
}

/** Follows or unfollows a board, a person or an interest, each through its own call (spec §7). */
export function setSourceFollow(kind: SourceKind, id: string, follow: boolean): Promise<unknown> {
  if (kind === 'board')
    return callV3(follow ? 'PUT' : 'DELETE', `/v3/boards/${id}/follow/`).then(
      logged('board', id, follow),
    );
  if (kind === 'user')
    return callResource('UserFollowResource', follow ? 'create' : 'delete', { user_id: id });
  return callResource('InterestFollowResource', follow ? 'create' : 'delete', {
    interest_id: id,
    interest_list: 'favorited',
  }).then(logged('interest', id, follow));
}

/** §7: a board (26/27) or topic (601/602) follow or unfollow that went through is logged. */
const logged =
  (kind: 'board' | 'interest', id: string, follow: boolean) =>
  <T>(answer: T): T => {
    logFollow(kind, id, follow);
    return answer;
  };
