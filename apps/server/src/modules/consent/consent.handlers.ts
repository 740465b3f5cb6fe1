import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { consentOf, updateConsent } from './consent.service.ts';

export const consentHandlers = {
  UserSettingsResource: {
    get: handler(resources.UserSettingsResource.get, (ctx) => consentOf(ctx)),
    update: handler(resources.UserSettingsResource.update, updateConsent),
  },
};
