import type { z } from 'zod';
import type {
  BoardFeedOptions,
  FeedOptions,
  Pin,
  SavedFeedOptions,
  UserFeedOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { visibleBoard } from '../boards/boards.access.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { pageOf, pinsQuery } from './pins.repository.ts';
import { presentPins } from './pins.present.ts';

type Page = { items: Pin[]; bookmark: string | null };
const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;

async function run(
  ctx: CallContext,
  q: ReturnType<typeof pinsQuery>,
  o: z.output<typeof FeedOptions>,
): Promise<Page> {
  const { rows, bookmark } = await pageOf(q, o);
  return { items: await presentPins(ctx.db, viewerIdOf(ctx), rows), bookmark };
}

export async function boardFeed(
  ctx: CallContext,
  o: z.output<typeof BoardFeedOptions>,
): Promise<Page> {
  const board = await visibleBoard(ctx, o.board_id);
  let q = pinsQuery(ctx.db, viewerIdOf(ctx)).where('pins.board_id', '=', board.id);
  if (o.section_id) q = q.where('pins.section_id', '=', o.section_id);
  return run(ctx, q, o);
}

async function userId(ctx: CallContext, username: string): Promise<string> {
  const user = await findUserByUsername(ctx.db, username, viewerIdOf(ctx));
  if (!user) throw notFound('User');
  return user.id;
}

/** Everything on the user's boards that the viewer may see: created and saved. */
export async function savedFeed(
  ctx: CallContext,
  o: z.output<typeof SavedFeedOptions>,
): Promise<Page> {
  const id = await userId(ctx, o.username);
  let q = pinsQuery(ctx.db, viewerIdOf(ctx)).where('boards.owner_id', '=', id);
  // Filters apply to the own profile only: others' favorites are theirs.
  if (id === viewerIdOf(ctx) && o.filter !== 'none') {
    if (o.filter !== 'favorited')
      q = q.where('pins.pinner_id', '=', id).where('pins.origin_pin_id', 'is', null);
    if (o.filter !== 'created_by_me') {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('favorites as f')
            .select('f.pin_id')
            .whereRef('f.pin_id', '=', 'pins.id')
            .where('f.user_id', '=', id),
        ),
      );
    }
  }
  return run(ctx, q, o);
}

/** Pins the user created (not saves of others' pins). */
export async function createdFeed(
  ctx: CallContext,
  o: z.output<typeof UserFeedOptions>,
): Promise<Page> {
  const id = await userId(ctx, o.username);
  return run(
    ctx,
    pinsQuery(ctx.db, viewerIdOf(ctx))
      .where('pins.pinner_id', '=', id)
      .where('pins.origin_pin_id', 'is', null),
    o,
  );
}

/** Which of a person's pins `pinnerFeed` answers (v5 pins/list's filters). */
export interface PinnerFilter {
  /** Pins on public boards only, on secret and protected ones only, or both. */
  privacy: 'public' | 'private' | 'any';
  /** Only pins they made (no saves), or only their saves. */
  kind?: 'originals' | 'saves';
  promoted?: boolean;
}

/**
 * Every pin the viewer pinned or saved, whoever's board it is on (the boards they may still
 * see), newest first.
 */
export async function pinnerFeed(
  ctx: CallContext,
  o: z.output<typeof FeedOptions>,
  filter: PinnerFilter,
): Promise<Page> {
  let q = pinsQuery(ctx.db, viewerIdOf(ctx)).where('pins.pinner_id', '=', ctx.viewer!.id);
  if (filter.privacy === 'public') q = q.where('boards.privacy', '=', 'public');
  if (filter.privacy === 'private') q = q.where('boards.privacy', '!=', 'public');
  if (filter.kind === 'originals') q = q.where('pins.origin_pin_id', 'is', null);
  if (filter.kind === 'saves') q = q.where('pins.origin_pin_id', 'is not', null);
  if (filter.promoted) q = q.where('pins.is_promoted', '=', 1);
  return run(ctx, q, o);
}
