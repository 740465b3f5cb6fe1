import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { sendPin, sendRecipients } from './send.service.ts';
import { createInviteCode, inviteMetadata } from './invite-codes.service.ts';
import {
  getConversation,
  listConversations,
  readConversation,
  startConversation,
  writeMessage,
} from './conversations.service.ts';

export const sendHandlers = {
  PinSendResource: { create: handler(resources.PinSendResource.create, sendPin) },
  SendRecipientsResource: {
    get: handler(resources.SendRecipientsResource.get, (ctx, o) => sendRecipients(ctx, o.query)),
  },
  InviteCodeResource: { create: handler(resources.InviteCodeResource.create, createInviteCode) },
  InviteCodeMetadataResource: {
    get: handler(resources.InviteCodeMetadataResource.get, (ctx, o) =>
      inviteMetadata(ctx, o.invite_code),
    ),
  },
  ConversationsResource: { get: handler(resources.ConversationsResource.get, listConversations) },
  ConversationResource: {
    get: handler(resources.ConversationResource.get, (ctx, o) =>
      getConversation(ctx, o.conversation_id),
    ),
    create: handler(resources.ConversationResource.create, startConversation),
    update: handler(resources.ConversationResource.update, (ctx, o) =>
      readConversation(ctx, o.conversation_id),
    ),
  },
  ConversationMessageResource: {
    create: handler(resources.ConversationMessageResource.create, writeMessage),
  },
};
