import type { z } from 'zod';
import type { BoardFeedOptions, FeedOptions, Pin, UserFeedOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { visibleBoard } from '../boards/boards.service.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { pageOf, pinsQuery } from './pins.repository.ts';
import { toPin } from './pins.mapper.ts';

type Page = { items: Pin[]; bookmark: string | null };
const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;

async function run(q: ReturnType<typeof pinsQuery>, o: z.output<typeof FeedOptions>): Promise<Page> {
  const { rows, bookmark } = await pageOf(q, o);
  return { items: rows.map(toPin), bookmark };
}

/** Home feed: the newest original pins on public boards (the discovery issue makes it personal). */
export function homeFeed(ctx: CallContext, o: z.output<typeof FeedOptions>): Promise<Page> {
  return run(pinsQuery(ctx.db, viewerIdOf(ctx)).where('pins.origin_pin_id', 'is', null).where('boards.privacy', '=', 'public'), o);
}

export async function boardFeed(ctx: CallContext, o: z.output<typeof BoardFeedOptions>): Promise<Page> {
  const board = await visibleBoard(ctx, o.board_id);
  let q = pinsQuery(ctx.db, viewerIdOf(ctx)).where('pins.board_id', '=', board.id);
  if (o.section_id) q = q.where('pins.section_id', '=', o.section_id);
  return run(q, o);
}

async function userId(ctx: CallContext, username: string): Promise<string> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound('User');
  return user.id;
}

/** Everything on the user's boards that the viewer may see: created and saved. */
export async function savedFeed(ctx: CallContext, o: z.output<typeof UserFeedOptions>): Promise<Page> {
  const id = await userId(ctx, o.username);
  return run(pinsQuery(ctx.db, viewerIdOf(ctx)).where('boards.owner_id', '=', id), o);
}

/** Pins the user created (not saves of others' pins). */
export async function createdFeed(ctx: CallContext, o: z.output<typeof UserFeedOptions>): Promise<Page> {
  const id = await userId(ctx, o.username);
  return run(pinsQuery(ctx.db, viewerIdOf(ctx)).where('pins.pinner_id', '=', id).where('pins.origin_pin_id', 'is', null), o);
}
