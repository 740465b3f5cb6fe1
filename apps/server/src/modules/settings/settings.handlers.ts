import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { changePassword } from './password.service.ts';
import { updateAccount, updateProfile } from './profile.service.ts';

export const settingsHandlers = {
  UserProfileResource: {
    update: handler(resources.UserProfileResource.update, updateProfile),
  },
  UserAccountResource: {
    update: handler(resources.UserAccountResource.update, updateAccount),
  },
  PasswordChangeResource: {
    update: handler(resources.PasswordChangeResource.update, changePassword),
  },
};
