import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { startSession } from '../auth/auth.service.ts';
import {
  finishPasskeyLogin,
  finishRegistration,
  listPasskeys,
  removePasskey,
  startPasskeyLogin,
  startRegistration,
} from './passkeys.service.ts';

export const passkeyHandlers = {
  PasskeysResource: {
    get: handler(resources.PasskeysResource.get, listPasskeys),
    create: handler(resources.PasskeysResource.create, finishRegistration),
    delete: handler(resources.PasskeysResource.delete, removePasskey),
  },
  PasskeyRegistrationResource: {
    create: handler(resources.PasskeyRegistrationResource.create, startRegistration),
  },
  PasskeyLoginOptionsResource: {
    create: handler(resources.PasskeyLoginOptionsResource.create, startPasskeyLogin),
  },
  PasskeyLoginResource: {
    create: handler(resources.PasskeyLoginResource.create, async (ctx, o) =>
      startSession(ctx, await finishPasskeyLogin(ctx, o)),
    ),
  },
};
