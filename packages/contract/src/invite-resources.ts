import { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import { Empty } from './common.ts';
import {
  Conversation,
  ConversationCreateOptions,
  ConversationGetOptions,
  ConversationList,
  ConversationRead,
  ConversationReadOptions,
  InviteCode,
  InviteCodeCreateOptions,
  InviteCodeMetadata,
  InviteCodeMetadataOptions,
  Message,
  MessageCreateOptions,
} from './invite.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 13: share links with invite codes (MC §3, §4 "Invite landing", §7) and conversations. */
export const inviteResources = {
  InviteCodeResource: {
    create: def({
      options: InviteCodeCreateOptions,
      data: InviteCode,
      auth: 'user',
      summary: 'Make a share link for a pin, a board or your profile, on a channel',
    }),
  },
  InviteCodeMetadataResource: {
    get: def({
      options: InviteCodeMetadataOptions,
      data: InviteCodeMetadata,
      auth: 'public',
      summary:
        'Who shared an invite link, and the channel it went out on (404 if it names nothing)',
    }),
  },
  ConversationsResource: {
    get: def({
      options: Empty,
      data: ConversationList,
      auth: 'user',
      summary: "The viewer's conversations, newest first, with unread counts",
    }),
  },
  ConversationResource: {
    get: def({
      options: ConversationGetOptions,
      data: Conversation,
      auth: 'user',
      summary: 'A conversation the viewer is in (404 for anyone else)',
    }),
    create: def({
      options: ConversationCreateOptions,
      data: Conversation,
      auth: 'user',
      summary: 'Start or reopen the conversation with a person, with a message or a pin',
    }),
    update: def({
      options: ConversationReadOptions,
      data: ConversationRead,
      auth: 'user',
      summary: 'Mark a conversation read',
    }),
  },
  ConversationMessageResource: {
    create: def({
      options: MessageCreateOptions,
      data: Message,
      auth: 'user',
      summary: 'Write in a conversation: text, a pin, or both',
    }),
  },
};
