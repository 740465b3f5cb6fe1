import type { UserFieldSet } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { toUser } from './users.mapper.ts';
import { userCounts } from './users.repository.ts';
import { ownFacts } from './own-facts.ts';
import { profileBadges } from '../verification/badges.repository.ts';

type ProfileRow = Parameters<typeof toUser>[0];

/**
 * A user as UserResource answers them (contract user.ts USER_FIELD_SETS): the profile, with the
 * viewer's own facts when it is the viewer; `profile` alone; or the private `quicksave` and
 * `save_behavior` sets, which only the person themself may read (403 for anyone else).
 */
export async function userInFieldSet(
  ctx: CallContext,
  row: ProfileRow,
  key: UserFieldSet | undefined,
) {
  const self = ctx.viewer?.id === row.id ? ctx.viewer : null;
  if ((key === 'quicksave' || key === 'save_behavior') && !self)
    throw new AppError(
      403,
      'forbidden',
      `Only you can read your ${key === 'quicksave' ? 'quick saves board' : 'save behaviour'}`,
      'user_id',
    );
  const [counts, badges] = await Promise.all([
    userCounts(ctx.db, row.id, ctx.viewer?.id ?? null),
    profileBadges(ctx.db, row),
  ]);
  const profile = toUser(row, counts, badges);
  if (!self || key === 'profile') return profile;
  const facts = await ownFacts(ctx.db, { ...row, ...self });
  return {
    ...profile,
    ...facts,
    isAuth: true as const,
    country: self.country,
    locale: self.locale,
  };
}
