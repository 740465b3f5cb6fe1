import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { convertToBusiness, currentSession, login, logout, signup } from './auth.service.ts';

export const authHandlers = {
  UserSessionResource: {
    get: handler(resources.UserSessionResource.get, (ctx) => currentSession(ctx)),
    create: handler(resources.UserSessionResource.create, login),
    delete: handler(resources.UserSessionResource.delete, logout),
  },
  UserRegisterResource: {
    create: handler(resources.UserRegisterResource.create, signup),
  },
  BusinessConvertResource: {
    create: handler(resources.BusinessConvertResource.create, convertToBusiness),
  },
};
