import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { listOutbox } from '../mail/outbox.service.ts';
import { pendingEmailChange, requestEmailChange } from './email-change.service.ts';
import {
  checkResetLink,
  requestPasswordReset,
  resetPassword,
  securePanic,
} from './password-reset.service.ts';
import { getSubscription, updateSubscription } from './subscription.service.ts';
import { resendVerification } from './verification.service.ts';
import { deactivateAccount, deleteAccount } from './account.service.ts';

export const accountHandlers = {
  EmailVerificationResource: {
    create: handler(resources.EmailVerificationResource.create, resendVerification),
  },
  EmailChangeResource: {
    get: handler(resources.EmailChangeResource.get, pendingEmailChange),
    create: handler(resources.EmailChangeResource.create, requestEmailChange),
  },
  PasswordResetRequestResource: {
    create: handler(resources.PasswordResetRequestResource.create, requestPasswordReset),
  },
  PasswordResetResource: {
    get: handler(resources.PasswordResetResource.get, checkResetLink),
    update: handler(resources.PasswordResetResource.update, resetPassword),
  },
  SecurePanicResource: {
    create: handler(resources.SecurePanicResource.create, securePanic),
  },
  EmailSubscriptionResource: {
    get: handler(resources.EmailSubscriptionResource.get, getSubscription),
    update: handler(resources.EmailSubscriptionResource.update, updateSubscription),
  },
  AdminOutboxResource: {
    get: handler(resources.AdminOutboxResource.get, listOutbox),
  },
  UserAccountResource: {
    delete: handler(resources.UserAccountResource.delete, deleteAccount),
  },
  UserDeactivationResource: {
    create: handler(resources.UserDeactivationResource.create, deactivateAccount),
  },
};
