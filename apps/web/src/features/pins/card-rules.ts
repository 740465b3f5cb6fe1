import type { Pin } from '@tack/contract';
import { compactNumber } from './rules/format.ts';

type CardPin = Pick<Pin, 'access' | 'isPromoted' | 'isInEditableBoard'>;

/** Edit shows for pins the viewer may write: their own, their boards', collaborators with edit (spec §6). */
export const showEditButton = (pin: CardPin, signedIn: boolean) =>
  signedIn && pin.access.includes('write');

/** The overflow menu hides for promoted pins and for pins in own or editable boards (spec §6). */
export const showOverflowMenu = (pin: CardPin, signedIn: boolean) =>
  signedIn && !pin.isPromoted && !pin.isInEditableBoard;

/** Reactions in the spec's order, with their type codes and labels. */
export const REACTIONS = [
  { type: 7, name: 'goodIdea', label: 'Good idea' },
  { type: 1, name: 'love', label: 'Love' },
  { type: 13, name: 'thanks', label: 'Thanks' },
  { type: 11, name: 'wow', label: 'Wow' },
  { type: 5, name: 'haha', label: 'Haha' },
] as const;

export const totalReactions = (pin: Pick<Pin, 'reactionCountsData'>) =>
  pin.reactionCountsData.reduce((n, r) => n + r.reactionCount, 0);

/**
 * The card's reactions line: the names of the most used reactions (their icons) (up to 3, most first, ties in
 * the spec's order) and the total in short form ("1.2K"); null when nobody reacted.
 */
export function reactionSummary(
  counts: Pin['reactionCountsData'],
  locale?: string,
): { names: (typeof REACTIONS)[number]['name'][]; total: number; text: string } | null {
  const used = REACTIONS.map((r) => ({
    name: r.name,
    n: counts.find((c) => c.reactionType === r.type)?.reactionCount ?? 0,
  })).filter((r) => r.n > 0);
  if (!used.length) return null;
  const total = used.reduce((sum, r) => sum + r.n, 0);
  return {
    names: [...used]
      .sort((a, b) => b.n - a.n)
      .slice(0, 3)
      .map((r) => r.name),
    total,
    text: compactNumber(total, locale),
  };
}
