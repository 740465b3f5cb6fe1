import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { deactivateAccount, deleteAccount } from './account.service.ts';

export const accountHandlers = {
  UserAccountResource: {
    delete: handler(resources.UserAccountResource.delete, deleteAccount),
  },
  UserDeactivationResource: {
    create: handler(resources.UserDeactivationResource.create, deactivateAccount),
  },
};
