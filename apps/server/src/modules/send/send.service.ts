import type { z } from 'zod';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { INVITE_CHANNELS } from '@tack/contract/invite';
import type { PinSendOptions, UserSummary } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { Database, UsersTable } from '../../db/database.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { pinsQuery, visiblePinIds } from '../pins/pins.repository.ts';
import { containsText } from '../search/search.repository.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { notify } from '../notifications/notify.ts';
import { canMessage } from '../privacy/privacy.service.ts';
import { storeInviteCode } from './invite-codes.service.ts';
import { appendMessage, conversationBetween } from './conversations.repository.ts';

/** At most this many people in the picker at once: the search narrows it. */
const RECIPIENTS_SHOWN = 20;

/** People `me` follows or who follow `me`: the only people a pin may be sent to. */
const connectedTo = (me: string) => (eb: ExpressionBuilder<Database & { u: UsersTable }, 'u'>) =>
  eb.and([
    eb('u.id', '!=', me),
    eb.or([
      eb.exists(
        eb
          .selectFrom('user_follows as out')
          .select('out.followee_id')
          .whereRef('out.followee_id', '=', 'u.id')
          .where('out.follower_id', '=', me),
      ),
      eb.exists(
        eb
          .selectFrom('user_follows as inc')
          .select('inc.follower_id')
          .whereRef('inc.follower_id', '=', 'u.id')
          .where('inc.followee_id', '=', me),
      ),
    ]),
  ]);

const SUMMARY = [
  'u.id',
  'u.username',
  'u.first_name',
  'u.full_name',
  'u.avatar_signature',
] as const;

/** The send picker: connected people whose name or username contains the query. */
export async function sendRecipients(ctx: CallContext, query: string) {
  const words = query.trim();
  let q = ctx.db.selectFrom('users as u').select(SUMMARY).where(connectedTo(ctx.viewer!.id));
  if (words)
    q = q.where((eb) =>
      eb.or([containsText('u.username', words), containsText('u.full_name', words)]),
    );
  const rows = await q
    .orderBy('u.full_name')
    .orderBy('u.username')
    .limit(RECIPIENTS_SHOWN)
    .execute();
  return { items: rows.map(toUserSummary) };
}

/**
 * The people `ids` names, if `me` may write to every one of them: each must be connected to
 * `me` (follows either way) and take messages from them (`canMessage`). All or none.
 */
export async function checkRecipients(
  trx: Kysely<Database>,
  me: string,
  ids: string[],
  field: string,
) {
  const people = await trx
    .selectFrom('users as u')
    .select(SUMMARY)
    .where('u.id', 'in', ids)
    .where(connectedTo(me))
    .execute();
  if (people.length !== ids.length)
    throw badRequest('You can send Pins only to people you follow or who follow you', field);
  for (const person of people)
    if (!(await canMessage(trx, me, person.id)))
      throw badRequest(
        `${person.full_name || person.username} doesn't take messages from you`,
        field,
      );
  return people;
}

/**
 * Sends a pin to people: each must be connected to the sender, take messages from them and be
 * able to see the pin. Each gets it in their conversation with the sender (with an invite code,
 * so the pin opened from there says who shared it) and hears of it ("Dana sent you a Pin"), in
 * the same transaction; all or none.
 */
export async function sendPin(ctx: CallContext, o: z.output<typeof PinSendOptions>) {
  const me = ctx.viewer!.id;
  const limit = await ctx.messageLimiter.check(me);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const ids = [...new Set(o.user_ids)];
  if (ids.includes(me)) throw badRequest("You can't send a Pin to yourself", 'user_ids');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const pin = await pinsQuery(trx, me).where('pins.id', '=', o.pin_id).executeTakeFirst();
    if (!pin) throw notFound('Pin');
    const people = await checkRecipients(trx, me, ids, 'user_ids');
    const sentTo: UserSummary[] = [];
    const conversationIds: string[] = [];
    for (const person of people) {
      if (!(await visiblePinIds(trx, person.id, [pin.id])).has(pin.id))
        throw badRequest(`${person.full_name || person.username} can't see this Pin`, 'user_ids');
      const conversationId = await conversationBetween(trx, me, person.id);
      const inviteCode = await storeInviteCode(trx, me, 'pin', pin.id, INVITE_CHANNELS.message);
      await appendMessage(trx, {
        conversationId,
        senderId: me,
        text: '',
        pinId: pin.id,
        inviteCode,
      });
      await notify(trx, { kind: 'pin_sent', recipientId: person.id, actorId: me, pinId: pin.id });
      sentTo.push(toUserSummary(person));
      conversationIds.push(conversationId);
    }
    return { sentTo, conversationIds };
  });
  await ctx.messageLimiter.hit(me);
  return { pinId: o.pin_id, ...result };
}
