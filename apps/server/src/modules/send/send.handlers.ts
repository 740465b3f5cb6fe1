import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { sendPin, sendRecipients } from './send.service.ts';

export const sendHandlers = {
  PinSendResource: { create: handler(resources.PinSendResource.create, sendPin) },
  SendRecipientsResource: {
    get: handler(resources.SendRecipientsResource.get, (ctx, o) => sendRecipients(ctx, o.query)),
  },
};
