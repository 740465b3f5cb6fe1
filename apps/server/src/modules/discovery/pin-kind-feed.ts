import type { z } from 'zod';
import type { PinKindFeedOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { getInterest } from '../interests/interests.service.ts';
import { pinsOfKind } from '../pins/pin-kinds.ts';
import { pageOf } from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';

/** `/videos/`, `/shopping/` and their categories: pins of a kind, newest first. */
export async function pinKindFeed(ctx: CallContext, o: z.output<typeof PinKindFeedOptions>) {
  let q = pinsOfKind(ctx, o.pin_kind);
  if (o.interest_id) {
    await getInterest(ctx, o.interest_id);
    const interestId = o.interest_id;
    q = q.where('pins.id', 'in', (eb) =>
      eb
        .selectFrom('pin_interests')
        .select('pin_interests.pin_id')
        .where('pin_interests.interest_id', '=', interestId),
    );
  }
  const { rows, bookmark } = await pageOf(q, o);
  return { items: await presentPins(ctx.db, ctx.viewer?.id ?? null, rows), bookmark };
}
