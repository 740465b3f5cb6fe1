import { z } from 'zod';
import { Empty, Id } from './common.ts';
import { lookupText, nameText } from './text.ts';
import type { ResourceDef } from './resources.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

import {
  API_SCOPES,
  API_SCOPE_NAMES,
  UNSERVED_PINTEREST_SCOPES,
  type ApiScope,
} from './constants.ts';

export { API_SCOPES, API_SCOPE_NAMES, UNSERVED_PINTEREST_SCOPES, type ApiScope };
export const ApiScopeName = z.enum(API_SCOPE_NAMES as [ApiScope, ...ApiScope[]], {
  error: `Choose scopes from ${API_SCOPE_NAMES.join(', ')}`,
});

/**
 * Where an app may receive its codes: an https address, or http on this machine's loopback
 * (a desktop tool's local listener, RFC 8252), never with a fragment.
 */
export const RedirectUri = lookupText()
  .max(500, 'A redirect URI must be at most 500 characters')
  .refine((s) => {
    try {
      const u = new URL(s);
      if (u.hash || s.includes('#')) return false;
      if (u.protocol === 'https:') return true;
      return u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
    } catch {
      return false;
    }
  }, 'Each redirect URI must be an https:// address (or http:// on localhost or 127.0.0.1), without #');

export const ApiAppName = nameText()
  .min(1, 'Give the app a name')
  .max(60, 'An app name must be at most 60 characters');

export const ApiApp = z.object({
  id: Id,
  name: z.string(),
  clientId: z.string(),
  redirectUris: z.array(z.string()),
  createdAt: z.string(),
});
export type ApiApp = z.infer<typeof ApiApp>;

/** An app just made: its secret, shown this once (only its hash is kept). */
export const NewApiApp = ApiApp.extend({ clientSecret: z.string() });
export type NewApiApp = z.infer<typeof NewApiApp>;

export const PersonalToken = z.object({
  id: Id,
  name: z.string(),
  scopes: z.array(ApiScopeName),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PersonalToken = z.infer<typeof PersonalToken>;

/** A token just made: the token itself, shown this once. */
export const NewPersonalToken = PersonalToken.extend({ token: z.string() });
export type NewPersonalToken = z.infer<typeof NewPersonalToken>;

/** An app the viewer allowed, with what it may do. */
export const AllowedApp = z.object({
  appId: Id,
  name: z.string(),
  ownerUsername: z.string(),
  scopes: z.array(ApiScopeName),
  since: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AllowedApp = z.infer<typeof AllowedApp>;

/** Everything /settings/apps shows. */
export const ApiAccess = z.object({
  apps: z.array(ApiApp),
  tokens: z.array(PersonalToken),
  allowed: z.array(AllowedApp),
});
export type ApiAccess = z.infer<typeof ApiAccess>;

export const ApiAppCreateOptions = z
  .object({
    name: ApiAppName,
    redirect_uris: z
      .array(RedirectUri)
      .min(1, 'Add at least one redirect URI')
      .max(10, 'At most 10 redirect URIs'),
  })
  .strict();

export const PersonalTokenCreateOptions = z
  .object({
    name: nameText()
      .min(1, 'Give the token a name')
      .max(60, 'A token name must be at most 60 characters'),
    scopes: z.array(ApiScopeName).min(1, 'Choose at least one scope').max(API_SCOPE_NAMES.length),
  })
  .strict();

/**
 * An authorization request as the app sent it to `/oauth/` (Pinterest's authorize URL takes
 * `client_id`, `redirect_uri`, `response_type=code`, `scope` and `state`; PKCE adds
 * `code_challenge` and `code_challenge_method=S256`). Checked by the server, which answers what
 * the consent screen shows, or why it cannot be shown.
 */
export const AuthorizeRequest = z
  .object({
    client_id: lookupText().min(1, 'client_id is missing').max(40),
    redirect_uri: lookupText().max(500).optional(),
    response_type: lookupText().max(40).optional(),
    scope: lookupText().max(1000).optional(),
    state: lookupText().max(500).optional(),
    code_challenge: lookupText().max(200).optional(),
    code_challenge_method: lookupText().max(20).optional(),
  })
  .strict();

export const ConsentScreen = z.object({
  appName: z.string(),
  /** Who registered the app (anyone signed in may register one). */
  ownerUsername: z.string(),
  redirectUri: z.string(),
  scopes: z.array(z.object({ scope: ApiScopeName, description: z.string() })),
});
export type ConsentScreen = z.infer<typeof ConsentScreen>;

export const ConsentDecisionOptions = AuthorizeRequest.extend({ allow: z.boolean() }).strict();

/** Where the browser goes next: the app's redirect URI with a code (or the refusal) and state. */
export const ConsentRedirect = z.object({ redirect: z.string() });

export const apiAccessResources = {
  ApiAccessResource: {
    get: def({
      options: Empty,
      data: ApiAccess,
      auth: 'user',
      summary: 'Your API apps, personal access tokens and the apps you allowed',
    }),
  },
  ApiAppResource: {
    create: def({
      options: ApiAppCreateOptions,
      data: NewApiApp,
      auth: 'user',
      summary: 'Register an app: its client id, and its secret shown this once',
    }),
    delete: def({
      options: z.object({ app_id: Id }).strict(),
      data: z.object({ id: Id }),
      auth: 'user',
      summary: 'Delete one of your apps and every token it holds',
    }),
  },
  PersonalTokenResource: {
    create: def({
      options: PersonalTokenCreateOptions,
      data: NewPersonalToken,
      auth: 'user',
      summary: 'Make a personal access token with chosen scopes, shown this once',
    }),
    delete: def({
      options: z.object({ token_id: Id }).strict(),
      data: z.object({ id: Id }),
      auth: 'user',
      summary: 'Revoke one of your personal access tokens',
    }),
  },
  AllowedAppResource: {
    delete: def({
      options: z.object({ app_id: Id }).strict(),
      data: z.object({ id: Id }),
      auth: 'user',
      summary: "Take back an app's access to your account (its tokens stop working)",
    }),
  },
  OAuthConsentResource: {
    get: def({
      options: AuthorizeRequest,
      data: ConsentScreen,
      auth: 'user',
      summary: 'What an authorization request asks for, for the consent screen',
    }),
    create: def({
      options: ConsentDecisionOptions,
      data: ConsentRedirect,
      auth: 'user',
      summary:
        "Allow or deny an app's request: where the browser goes next (a code or the refusal)",
    }),
  },
};
