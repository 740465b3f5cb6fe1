import { z } from 'zod';
import { Bookmark, Id, StrictInt } from './common.ts';
import { lookupText } from './text.ts';
import { UserSummary } from './user.ts';
import { EMAIL_DIGESTS, NOTIFICATION_KINDS } from './constants.ts';

export {
  COMMENT_MAX_LENGTH,
  EMAIL_DIGESTS,
  NOTIFICATION_COUNT_CAP,
  NOTIFICATION_KINDS,
} from './constants.ts';

/** Each kind is about a pin, a board, or you yourself (a follow). */
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The pin a notification is about, as small as a line in a list needs. */
export const NotificationPin = z.object({
  id: Id,
  title: z.string(),
  /** The 136x136 crop. */
  imageUrl: z.string(),
  dominantColor: z.string(),
  alt: z.string(),
  /**
   * The recipient's own pin (a save of, a comment on it…): only someone else's pin (one sent to
   * them) may be hidden from their notifications (PC §7 news hub hide).
   */
  ownedByMe: z.boolean(),
});

export const NotificationBoard = z.object({ id: Id, name: z.string(), url: z.string() });

/**
 * One line of the list: a kind of thing that happened to one object, and who did it, newest
 * first ("Dana and 3 others saved your pin").
 */
export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  /** The newest few actors, newest first. */
  actors: z.array(UserSummary).min(1),
  actorCount: z.number().int().min(1),
  unread: z.boolean(),
  /** When the newest of its events happened (ISO-8601). */
  updatedAt: z.string(),
  pin: NotificationPin.nullable(),
  board: NotificationBoard.nullable(),
  /** The newest comment's text, on a comment notification. */
  comment: z.string().nullable(),
  /** Where the line leads. */
  url: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsOptions = z
  .object({
    page_size: StrictInt.pipe(z.number().int().min(1).max(50)).default(20),
    bookmark: Bookmark.optional(),
  })
  .strict();

export const NotificationPage = z.object({
  items: z.array(Notification),
  bookmark: Bookmark,
  /** The newest event on this page's first line: mark read up to it once the list was seen. */
  newest: Id.nullable(),
});

/** The header's badge: unread lines, counted up to 100 (shown as "99+"). */
/** `messages`: conversations with messages the viewer has not read (the header's Messages). */
export const NotificationCount = z.object({
  unread: z.number().int().min(0),
  messages: z.number().int().min(0),
});

/** Marks every line whose newest event is at or before `up_to` as read. */
export const NotificationsSeenOptions = z.object({ up_to: Id }).strict();
export const NotificationsSeen = NotificationCount;

export const EmailDigest = z.enum(EMAIL_DIGESTS);
export type EmailDigest = z.infer<typeof EmailDigest>;

const PerKind = z.record(NotificationKind, z.boolean());

/** Which notifications reach you in the app and by email, per kind, and how often email comes. */
export const NotificationSettings = z.object({
  inApp: PerKind,
  email: PerKind,
  emailDigest: EmailDigest,
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsUpdateOptions = z
  .object({
    in_app: z.partialRecord(NotificationKind, z.boolean()).optional(),
    email: z.partialRecord(NotificationKind, z.boolean()).optional(),
    email_digest: EmailDigest.optional(),
  })
  .strict();

/** Send a pin to people you follow or who follow you (at most 10 at once). */
export const PinSendOptions = z
  .object({
    pin_id: Id,
    user_ids: z
      .array(Id)
      .min(1, 'Choose someone to send it to')
      .max(10, 'Send to at most 10 people at once'),
  })
  .strict();
/** `conversationIds[i]`: the conversation with `sentTo[i]` the pin went into. */
export const PinSendResult = z.object({
  pinId: Id,
  sentTo: z.array(UserSummary),
  conversationIds: z.array(Id),
});

/** People you may send a pin to, matching `query` by name or username. */
export const SendRecipientsOptions = z.object({ query: lookupText().max(50).default('') }).strict();
export const SendRecipients = z.object({ items: z.array(UserSummary) });
