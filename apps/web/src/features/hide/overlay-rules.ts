/** The confirmation (obscured) overlay after a hide or other feedback (pin-card-and-saving.md §4, §8). */
export type FeedbackType =
  | 'hide'
  | 'pfy'
  | 'pfyBoard'
  | 'followed'
  | 'related'
  | 'search'
  | 'hiddenForWeightLoss'
  | 'reported';

export const REPORTED_SUBTITLE = 'Thanks! Your feedback helps us keep the community safe.';
export const WEIGHT_LOSS_TEXT =
  "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.";

export interface OverlayInput {
  type: FeedbackType;
  title: string;
  undoAvailable: boolean;
  actionDone: boolean;
}

export function overlayParts(o: OverlayInput) {
  return {
    // A title of Reported hides Undo.
    undo: o.title !== 'Reported',
    // Unfollow unless undo is available, the action is done, or the type is pfy or pfyBoard.
    unfollow: !o.undoAvailable && !o.actionDone && o.type !== 'pfy' && o.type !== 'pfyBoard',
    // Tune your home feed unless the type is followed, related, search or hiddenForWeightLoss.
    tune: !['followed', 'related', 'search', 'hiddenForWeightLoss'].includes(o.type),
  };
}

export function overlayText(type: FeedbackType): { title: string; subtitle: string } {
  if (type === 'reported') return { title: 'Reported', subtitle: REPORTED_SUBTITLE };
  if (type === 'hiddenForWeightLoss') return { title: 'Hidden', subtitle: WEIGHT_LOSS_TEXT };
  return { title: 'Pin hidden', subtitle: "Got it! We won't show you this Pin." };
}

/** After Unfollow: the overlay confirms it (spec §4 "unfollow confirmation text"). */
export function unfollowedText(label: string): { title: string; subtitle: string } {
  return {
    title: 'Unfollowed',
    subtitle: label
      ? `You won't see Pins from ${label} in your home feed.`
      : "You won't see Pins from this source in your home feed.",
  };
}
