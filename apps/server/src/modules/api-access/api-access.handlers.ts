import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  apiAccess,
  createApp,
  createPersonalToken,
  deleteApp,
  deletePersonalToken,
  revokeAllowedApp,
} from './api-access.service.ts';
import { consentScreen, decideConsent } from './consent.service.ts';

export const apiAccessHandlers = {
  ApiAccessResource: { get: handler(resources.ApiAccessResource.get, apiAccess) },
  ApiAppResource: {
    create: handler(resources.ApiAppResource.create, createApp),
    delete: handler(resources.ApiAppResource.delete, (ctx, o) => deleteApp(ctx, o.app_id)),
  },
  PersonalTokenResource: {
    create: handler(resources.PersonalTokenResource.create, createPersonalToken),
    delete: handler(resources.PersonalTokenResource.delete, (ctx, o) =>
      deletePersonalToken(ctx, o.token_id),
    ),
  },
  AllowedAppResource: {
    delete: handler(resources.AllowedAppResource.delete, (ctx, o) =>
      revokeAllowedApp(ctx, o.app_id),
    ),
  },
  OAuthConsentResource: {
    get: handler(resources.OAuthConsentResource.get, consentScreen),
    create: handler(resources.OAuthConsentResource.create, decideConsent),
  },
};
