import { z } from 'zod';
import { Id } from './common.ts';
import { lookupText, longText } from './text.ts';
import { UserSummary } from './user.ts';
import { Pin } from './pin.ts';
import {
  INVITE_CHANNELS,
  INVITE_CHANNEL_NAMES,
  INVITE_OBJECTS,
  MESSAGE_MAX,
} from './invite-constants.ts';

/** An invite code as it appears in a link: URL-safe, of the length the server makes. */
export const InviteCodeText = lookupText().regex(
  /^[A-Za-z0-9_-]{8,64}$/,
  'This invite code is not valid',
);

/** Make a share link for a pin, a board or a profile, naming the channel it goes out on. */
export const InviteCodeCreateOptions = z
  .object({
    object_type: z.enum(INVITE_OBJECTS),
    object_id: Id,
    channel: z.enum(INVITE_CHANNEL_NAMES as [keyof typeof INVITE_CHANNELS]),
  })
  .strict();
export const InviteCode = z.object({
  invite_code: z.string(),
  invite_channel: z.number().int(),
  /** The link to share: the object's page with `invite_code` (and, for a board, the login flow). */
  url: z.string(),
});
export type InviteCode = z.infer<typeof InviteCode>;

export const InviteCodeMetadataOptions = z.object({ invite_code: InviteCodeText }).strict();
/** §3 "Invite code metadata" and 000 §3 "Sender of a shared pin". */
export const InviteSender = z.object({
  id: Id,
  /** Signed in: whether the viewer and the sender may message each other; signed out: whether
   * the sender takes messages at all. */
  should_show_messaging: z.boolean(),
  image_medium_url: z.string().nullable(),
  is_default_image: z.boolean(),
  first_name: z.string(),
  full_name: z.string(),
  username: z.string(),
});
export const InviteCodeMetadata = z.object({
  sender: InviteSender,
  invite_channel: z.number().int(),
  object_type: z.enum(INVITE_OBJECTS),
  object_id: Id,
});
export type InviteCodeMetadata = z.infer<typeof InviteCodeMetadata>;

/**
 * The invite-code queries §7 names with "transport not shown" (MC §7 v3GetInviteCodeQuery, PC §7
 * "Fetch sender by invite code" and PinCardSharedHeaderQuery), answered as Tack's other /v3/
 * calls are: `GET /v3/invite_codes/{invite_code}/` and `GET /v3/queries/{name}/?invite_code=`,
 * in `resource_response.data`. A code that names nothing (or a sender hidden from the viewer)
 * answers 404: no invite.
 */
export const INVITE_CODE_QUERIES = ['v3GetInviteCodeQuery', 'PinCardSharedHeaderQuery'] as const;
export const InviteCodeQueryName = z.enum(INVITE_CODE_QUERIES);
/** PinCardSharedHeaderQuery: the sender's first name, default-image flag, medium image, id. */
export const PinCardSharedHeader = z.object({
  sender: InviteSender.pick({
    id: true,
    first_name: true,
    is_default_image: true,
    image_medium_url: true,
  }),
});
export type PinCardSharedHeader = z.infer<typeof PinCardSharedHeader>;

const MessageText = longText({ multiline: true }).pipe(
  z.string().max(MESSAGE_MAX, `Keep messages to ${MESSAGE_MAX} characters`),
);

export const Message = z.object({
  id: Id,
  sender: UserSummary,
  text: z.string(),
  /** The shared pin, or null (a text message, or a pin the reader can no longer see). */
  pin: Pin.nullable(),
  /** The code that says who shared the pin, for its link (`/pin/{id}/?invite_code=`). */
  inviteCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;

export const ConversationSummary = z.object({
  id: Id,
  /** The other person. */
  with: UserSummary,
  lastMessage: Message.omit({ pin: true }).extend({ hasPin: z.boolean() }).nullable(),
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const ConversationList = z.object({ items: z.array(ConversationSummary) });

export const Conversation = z.object({
  id: Id,
  with: UserSummary,
  /** Oldest first; the newest `CONVERSATION_PAGE` messages. */
  messages: z.array(Message),
  /** Whether the viewer may write to the other person now (blocks, message settings). */
  canReply: z.boolean(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationGetOptions = z.object({ conversation_id: Id }).strict();
/** Start (or reopen) the conversation with a person, with a first message or pin. */
export const ConversationCreateOptions = z
  .object({ user_id: Id, text: MessageText.optional(), pin_id: Id.optional() })
  .strict();
export const MessageCreateOptions = z
  .object({ conversation_id: Id, text: MessageText.optional(), pin_id: Id.optional() })
  .strict();
/** Marks the conversation read up to its newest message. */
export const ConversationReadOptions = z.object({ conversation_id: Id }).strict();
export const ConversationRead = z.object({ id: Id, unread: z.number().int().min(0) });
