/**
 * Invite channels: where a share link went out (messaging-consent-routes.md §3 "Invite code
 * metadata", §9). The spec numbers only the four channels whose visitors get no inviter popover
 * (5, 9, 12, 16); the rest of the numbering is ours (docs/decisions/0010-invite-codes.md). The
 * four are the links that reach people who never asked the sender for them: a pin embedded on a
 * website, a printed QR code, a link in a profile's bio, a board widget.
 */
export const INVITE_CHANNELS = {
  copy_link: 1,
  email: 2,
  message: 3,
  sms: 4,
  embed: 5,
  facebook: 6,
  x: 7,
  whatsapp: 8,
  qr_code: 9,
  messenger: 10,
  reddit: 11,
  profile_link: 12,
  telegram: 13,
  line: 14,
  linkedin: 15,
  board_widget: 16,
} as const;
export type InviteChannelName = keyof typeof INVITE_CHANNELS;
export const INVITE_CHANNEL_NAMES = Object.keys(INVITE_CHANNELS) as InviteChannelName[];

/** Channels whose visitors see no inviter popover (§4 "Invite landing", §9). */
export const NO_POPOVER_CHANNELS: readonly number[] = [5, 9, 12, 16];

/** The kinds of thing a share link points at. */
export const INVITE_OBJECTS = ['pin', 'board', 'user'] as const;
export type InviteObject = (typeof INVITE_OBJECTS)[number];

/** "{sender} shared this idea": the sender's first name is cut to 30 characters (000 §5, §9). */
export const SENDER_NAME_MAX = 30;

/** A message's text, at most this long. */
export const MESSAGE_MAX = 2000;
