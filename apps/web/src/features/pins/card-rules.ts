import type { Pin } from '@tack/contract';

type CardPin = Pick<Pin, 'access' | 'isPromoted' | 'isInEditableBoard'>;

/** Edit shows for pins the viewer may write: their own, their boards', collaborators with edit (spec §6). */
export const showEditButton = (pin: CardPin, signedIn: boolean) =>
  signedIn && pin.access.includes('write');

/** The overflow menu hides for promoted pins and for pins in own or editable boards (spec §6). */
export const showOverflowMenu = (pin: CardPin, signedIn: boolean) =>
  signedIn && !pin.isPromoted && !pin.isInEditableBoard;

/** Reactions hide for promoted pins (spec §5). */
export const showReactions = (pin: Pick<Pin, 'isPromoted'>) => !pin.isPromoted;

/** Reactions in the spec's order, with their type codes and labels. */
export const REACTIONS = [
  { type: 7, name: 'goodIdea', label: 'Good idea', icon: '💡' },
  { type: 1, name: 'love', label: 'Love', icon: '❤' },
  { type: 13, name: 'thanks', label: 'Thanks', icon: '🙏' },
  { type: 11, name: 'wow', label: 'Wow', icon: '😮' },
  { type: 5, name: 'haha', label: 'Haha', icon: '😂' },
] as const;

export const totalReactions = (pin: Pick<Pin, 'reactionCountsData'>) =>
  pin.reactionCountsData.reduce((n, r) => n + r.reactionCount, 0);
