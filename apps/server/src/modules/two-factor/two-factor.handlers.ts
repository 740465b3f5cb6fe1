import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { startSession } from '../auth/auth.service.ts';
import { finishChallenge } from './login-challenge.ts';
import {
  confirmEnrollment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrollment,
  twoFactorStatus,
} from './two-factor.service.ts';

export const twoFactorHandlers = {
  TwoFactorResource: {
    get: handler(resources.TwoFactorResource.get, twoFactorStatus),
    delete: handler(resources.TwoFactorResource.delete, disableTwoFactor),
  },
  TwoFactorEnrollResource: {
    create: handler(resources.TwoFactorEnrollResource.create, startEnrollment),
    update: handler(resources.TwoFactorEnrollResource.update, (ctx, o) =>
      confirmEnrollment(ctx, o),
    ),
  },
  RecoveryCodesResource: {
    create: handler(resources.RecoveryCodesResource.create, regenerateRecoveryCodes),
  },
  TwoFactorLoginResource: {
    create: handler(resources.TwoFactorLoginResource.create, async (ctx, o) =>
      startSession(ctx, await finishChallenge(ctx, o.code)),
    ),
  },
};
