import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { listSessions, revokeSessions } from './sessions.service.ts';

export const sessionHandlers = {
  ActiveSessionsResource: {
    get: handler(resources.ActiveSessionsResource.get, listSessions),
    delete: handler(resources.ActiveSessionsResource.delete, revokeSessions),
  },
};
