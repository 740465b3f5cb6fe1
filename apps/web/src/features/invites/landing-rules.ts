/**
 * Invite landing and shared pins (messaging-consent-routes.md §3 Session, §4 "Invite landing",
 * §8; pin-card-and-saving.md §5 "Sender first name"): pure rules, table-tested beside this file.
 */
import { NO_POPOVER_CHANNELS, SENDER_NAME_MAX } from '@tack/contract/invite';

export interface InviteFacts {
  sender: { id: string; should_show_messaging: boolean };
  invite_channel: number;
}

export type LandingView = 'popover' | 'toast-desktop' | 'toast-mobile' | null;

/**
 * What a visitor who opened a link with an invite code sees. Signed out on a desktop: the
 * inviter popover, unless the link went out on a channel that reaches people who never asked
 * the sender (5, 9, 12, 16). Signed in and not the sender, where the two may message each other:
 * the landing toast, in its phone or desktop form. A failed lookup, no data, or anyone else:
 * nothing (§8).
 */
export function landingView(
  invite: InviteFacts | null | undefined,
  viewerId: string | null,
  desktop: boolean,
): LandingView {
  if (!invite) return null;
  if (viewerId === null)
    return desktop && !NO_POPOVER_CHANNELS.includes(invite.invite_channel) ? 'popover' : null;
  if (viewerId === invite.sender.id || !invite.sender.should_show_messaging) return null;
  return desktop ? 'toast-desktop' : 'toast-mobile';
}

/** The sender's first name as shown: cut to 30 characters (by code point, never mid-emoji). */
export function senderName(firstName: string | null | undefined): string {
  const chars = Array.from((firstName ?? '').trim());
  return chars.length > SENDER_NAME_MAX ? chars.slice(0, SENDER_NAME_MAX).join('') : chars.join('');
}

/** "{sender} shared this idea", or no header at all when the sender has no name. */
export function sharedHeader(firstName: string | null | undefined): string | null {
  const name = senderName(firstName);
  return name ? `${name} shared this idea` : null;
}

/** The landing toast's words (the phone's are shorter). */
export function landingToastText(firstName: string, mobile: boolean): string {
  const name = senderName(firstName) || 'Someone';
  return mobile
    ? `${name} shared this with you`
    : `${name} shared this with you on Tack. Say thanks!`;
}

/** The login header for a board invite (§8), with or without the inviter's name. */
export function inviteLoginHeader(firstName: string | null | undefined): string {
  const name = senderName(firstName);
  return name
    ? `${name} invited you to join their board`
    : 'Your friends invited you to join their board';
}

/** §3 Session: viewedSharedPins keyed by pin with the invite code, kept for the tab's life. */
export type ViewedSharedPins = Record<string, { inviteCode: string }>;

/** Adds one pin (a later code for the same pin replaces the earlier one). */
export function withViewedPin(
  viewed: ViewedSharedPins,
  pinId: string,
  inviteCode: string,
): ViewedSharedPins {
  return { ...viewed, [pinId]: { inviteCode } };
}

/** Reads the stored map, tolerating anything malformed (a storage failure means "none"). */
export function parseViewed(raw: string | null): ViewedSharedPins {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: ViewedSharedPins = {};
    for (const [pin, v] of Object.entries(value as Record<string, unknown>))
      if (
        /^\d{1,19}$/.test(pin) &&
        v &&
        typeof (v as { inviteCode?: unknown }).inviteCode === 'string'
      )
        out[pin] = { inviteCode: (v as { inviteCode: string }).inviteCode };
    return out;
  } catch {
    return {};
  }
}
