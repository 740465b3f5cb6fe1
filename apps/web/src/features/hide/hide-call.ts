import { callResource, callV3 } from '../../api/client.ts';
import type { FeedbackType } from './overlay-rules.ts';

/** The request a card's Hide makes, by where the card is (pin-card-and-saving.md §7). */
export type HideCall =
  { kind: 'v3'; path: string; body?: { query: string; pin_type: string } } | { kind: 'feedback' };

export interface HideContext {
  surface: string;
  pinId: string;
  undo: boolean;
  /** The search page's query (`?q=`), for search hides. */
  query: string;
}

/**
 * Search results hide from search (`/v3/search/{id}/hide/` with the query), related pins under
 * a closeup from p2p (`/v3/p2p/{id}/hide/`); everywhere else the pin feedback call hides the pin
 * from the home feed. (Promoted pins, weight-loss ads among them, have no card menu (§6): their
 * closeup's menu hides them.)
 */
export function hideCall(c: HideContext): HideCall {
  if (c.surface === 'SearchItem')
    return {
      kind: 'v3',
      path: `/v3/search/${c.pinId}/${c.undo ? 'unhide' : 'hide'}/`,
      body: { query: c.query, pin_type: 'pin' },
    };
  if (c.surface === 'RelatedPinGrid')
    return { kind: 'v3', path: `/v3/p2p/${c.pinId}/${c.undo ? 'unhide' : 'hide'}/` };
  return { kind: 'feedback' };
}

/** The overlay a hide leaves (§4 "Feedback states"): related and search pins say so. */
export function hiddenType(surface: string): FeedbackType {
  if (surface === 'SearchItem') return 'search';
  if (surface === 'RelatedPinGrid') return 'related';
  return 'hide';
}

/** Makes the hide (or its undo) a card's context calls for; answers the overlay to show. */
export async function sendHide(c: HideContext): Promise<FeedbackType> {
  const call = hideCall(c);
  if (call.kind === 'v3') await callV3('PUT', call.path, call.body);
  else await sendPinFeedback(c.pinId, c.undo);
  return hiddenType(c.surface);
}

/** The pin feedback hide (§7, feedback_type 1): the home feed's, and a weight-loss ad's. */
export const sendPinFeedback = (pinId: string, undo = false) =>
  callResource('PinFeedbackResource', 'update', { pin_id: pinId, feedback_type: 1, undo });
