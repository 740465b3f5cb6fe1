import type { z } from 'zod';
import type { Pin, RelatedPinsOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import {
  decodeCursor,
  encodeCursor,
  notHidden,
  pinsQuery,
  rootOf,
  type PinRow,
} from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';

/**
 * Related pins on a closeup: pins sharing its board, one of its interests or its domain, newest
 * first, one per original, never the pin itself. Three indexed queries merged; the cursor is the
 * last id shown, so every stream continues below it.
 */
export async function relatedPins(
  ctx: CallContext,
  o: z.output<typeof RelatedPinsOptions>,
): Promise<{ items: Pin[]; bookmark: string | null }> {
  const viewerId = ctx.viewer?.id ?? null;
  const pin = await pinsQuery(ctx.db, viewerId).where('pins.id', '=', o.pin_id).executeTakeFirst();
  if (!pin) throw notFound('Pin');
  const root = rootOf(pin);
  const interests = (
    await ctx.db
      .selectFrom('pin_interests')
      .select('interest_id')
      .where('pin_id', '=', root)
      .execute()
  ).map((r) => r.interest_id);
  const after = decodeCursor(o.bookmark);
  const base = () => {
    const q = notHidden(pinsQuery(ctx.db, viewerId), viewerId, 'p2p')
      .where('pins.id', '!=', root)
      .where((eb) =>
        eb.or([eb('pins.origin_pin_id', 'is', null), eb('pins.origin_pin_id', '!=', root)]),
      );
    return after ? q.where('pins.id', '<', after) : q;
  };
  const streams = [base().where('pins.board_id', '=', pin.board_id)];
  if (interests.length)
    streams.push(
      base()
        .where('pins.origin_pin_id', 'is', null)
        .where('pins.id', 'in', (eb) =>
          eb
            .selectFrom('pin_interests')
            .select('pin_interests.pin_id')
            .where('pin_interests.interest_id', 'in', interests),
        ),
    );
  if (pin.domain)
    streams.push(
      base().where('pins.origin_pin_id', 'is', null).where('pins.domain', '=', pin.domain),
    );
  const limit = o.page_size + 1;
  const rows = (
    await Promise.all(streams.map((q) => q.orderBy('pins.id', 'desc').limit(limit).execute()))
  ).flat();
  const merged = onePerOriginal(rows).slice(0, limit);
  const page = merged.slice(0, o.page_size);
  return {
    items: await presentPins(ctx.db, viewerId, page),
    bookmark: merged.length > o.page_size ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

/** Newest first, keeping the newest pin of each original. */
function onePerOriginal(rows: PinRow[]): PinRow[] {
  const seen = new Set<string>();
  return rows
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .filter((r) => !seen.has(rootOf(r)) && Boolean(seen.add(rootOf(r))));
}
