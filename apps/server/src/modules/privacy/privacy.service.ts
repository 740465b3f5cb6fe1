import type { Kysely } from 'kysely';
import type { MessagePolicy, PrivacySettings } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { blockedEitherWay } from './blocks.repository.ts';
import { mayMessage } from './person-rules.ts';

export async function privacySettings(ctx: CallContext): Promise<PrivacySettings> {
  const row = await ctx.db
    .selectFrom('users')
    .select('message_policy')
    .where('id', '=', ctx.viewer!.id)
    .executeTakeFirstOrThrow();
  return { messagePolicy: row.message_policy };
}

export async function setMessagePolicy(
  ctx: CallContext,
  policy: MessagePolicy,
): Promise<PrivacySettings> {
  await ctx.db
    .updateTable('users')
    .set({ message_policy: policy })
    .where('id', '=', ctx.viewer!.id)
    .execute();
  return privacySettings(ctx);
}

/**
 * Whether `senderId` may send `recipientId` a message (a pin, a conversation): the recipient's
 * "who may message you" setting, blocks either way and deactivation (`mayMessage`). Stored here
 * and asked by whatever sends messages.
 */
export async function canMessage(
  db: Kysely<Database>,
  senderId: string,
  recipientId: string,
): Promise<boolean> {
  const recipient = await db
    .selectFrom('users')
    .select(['message_policy', 'deactivated_at'])
    .where('id', '=', recipientId)
    .executeTakeFirst();
  if (!recipient) return false;
  const [follows, blocked] = await Promise.all([
    db
      .selectFrom('user_follows')
      .select('follower_id')
      .where('follower_id', '=', recipientId)
      .where('followee_id', '=', senderId)
      .executeTakeFirst(),
    blockedEitherWay(db, senderId, recipientId),
  ]);
  return mayMessage({
    policy: recipient.message_policy,
    recipientFollowsSender: follows !== undefined,
    blocked,
    recipientDeactivated: recipient.deactivated_at !== null,
  });
}
