import type { NotificationKind } from './notification.ts';

/** What a sentence needs of a notification: the same for the list and the email digest. */
export interface SentenceInput {
  kind: NotificationKind;
  actors: readonly { fullName: string; username: string }[];
  actorCount: number;
  board: { name: string } | null;
}

const nameOf = (a: { fullName: string; username: string }) => a.fullName.trim() || a.username;

/** "Dana", "Dana and Lee", "Dana and 3 others": the newest actor first. */
export function whoText(actors: SentenceInput['actors'], count: number): string {
  const [first, second] = actors;
  if (!first) return 'Someone';
  if (count <= 1) return nameOf(first);
  if (count === 2 && second) return `${nameOf(first)} and ${nameOf(second)}`;
  const others = count - 1;
  return `${nameOf(first)} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const BOARD_LESS: Record<NotificationKind, string> = {
  pin_saved: 'saved your Pin',
  pin_reacted: 'reacted to your Pin',
  pin_commented: 'commented on your Pin',
  pin_sent: 'sent you a Pin',
  user_followed: 'started following you',
  board_followed: 'followed your board',
  board_invited: 'invited you to a board',
  invite_accepted: 'joined your board',
};

const WITH_BOARD: Partial<Record<NotificationKind, (board: string) => string>> = {
  board_followed: (b) => `followed your board ${b}`,
  board_invited: (b) => `invited you to join ${b}`,
  invite_accepted: (b) => `joined your board ${b}`,
};

/** The line a person reads: "Dana and 3 others saved your Pin". */
export function notificationSentence(n: SentenceInput): string {
  const verb = (n.board && WITH_BOARD[n.kind]?.(n.board.name)) || BOARD_LESS[n.kind];
  return `${whoText(n.actors, n.actorCount)} ${verb}`;
}

/** Settings labels, one per kind, in the order the settings page lists them. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  pin_saved: 'Someone saves your Pin',
  pin_reacted: 'Someone reacts to your Pin',
  pin_commented: 'Someone comments on your Pin',
  pin_sent: 'Someone sends you a Pin',
  user_followed: 'Someone follows you',
  board_followed: 'Someone follows your board',
  board_invited: 'Someone invites you to a board',
  invite_accepted: 'Someone accepts your board invite',
};
