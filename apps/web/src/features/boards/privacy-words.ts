import type { BoardPrivacy } from '@tack/contract';

/**
 * Board privacy in words a person understands. Secret and protected boards are both seen only by
 * their owner and collaborators (server board-rules `canViewBoard`); the spec's "protected hides
 * the board" is said as such.
 */
export const PRIVACY_CHOICES: readonly { value: BoardPrivacy; title: string; text: string }[] = [
  { value: 'public', title: 'Public', text: 'Anyone can see this board and its Pins.' },
  {
    value: 'secret',
    title: 'Secret',
    text: 'Only you and collaborators can see this board.',
  },
  {
    value: 'protected',
    title: 'Protected',
    text: 'Hidden from everyone else, like a secret board: only you and collaborators can see it.',
  },
];
