/** Pure rules about people: flags read from either engine, and who may message whom. */

/** A flag as the engines answer it (SQLite 0/1, PostgreSQL a boolean) read as a boolean. */
export const isSet = (flag: boolean | number | string | null | undefined) =>
  flag === true || Number(flag) === 1;

export const MESSAGE_POLICIES = ['everyone', 'following', 'nobody'] as const;
export type MessagePolicy = (typeof MESSAGE_POLICIES)[number];

/** What decides whether a sender may message a recipient. */
export interface MessageFacts {
  /** The recipient's setting: everyone, only people they follow, or nobody. */
  policy: MessagePolicy;
  /** The recipient follows the sender. */
  recipientFollowsSender: boolean;
  /** Either one blocked the other. */
  blocked: boolean;
  /** The recipient's account is deactivated. */
  recipientDeactivated: boolean;
}

/**
 * Whether a message may be sent: never between people where one blocked the other, never to a
 * deactivated account, and otherwise as the recipient chose.
 */
export function mayMessage(f: MessageFacts): boolean {
  if (f.blocked || f.recipientDeactivated) return false;
  if (f.policy === 'everyone') return true;
  if (f.policy === 'following') return f.recipientFollowsSender;
  return false;
}
