import type { FastifyInstance } from 'fastify';
import { resources } from '@tack/contract';

/**
 * Calls that name no object, with why they need no row. Everything else the server answers must
 * have at least one row in the matrix: a new call fails the coverage test until it gets one.
 */
export const EXEMPT: Record<string, string> = {
  'UserSessionResource.get': "the asker's own session",
  'UserSessionResource.create': 'logging in names no object',
  'UserSessionResource.delete': "logging out ends the asker's own session",
  'UserRegisterResource.create': 'signing up names no object',
  'BusinessConvertResource.create': "changes the asker's own account",
  'UserPreferencesResource.get': "the asker's own preferences",
  'UserPreferencesResource.update': "the asker's own preferences",
  'BoardResource.create': "a new board is always the asker's own and public",
  'BoardInvitesResource.get': "the asker's own pending invites (shown to the invitee by design)",
  'EmailVerificationResource.create':
    "a new link for the asker's own account, or the one a link we signed names",
  'EmailChangeResource.get': "the asker's own pending email change",
  'EmailChangeResource.create': "changes the asker's own email (password required)",
  'PasswordResetRequestResource.create':
    'names an address, and answers the same whether it has an account or not',
  'PasswordResetResource.get': 'the single-use link is the authorization (tested by its API test)',
  'PasswordResetResource.update':
    'the single-use link is the authorization (tested by its API test)',
  'SecurePanicResource.create': "secures the asker's own account",
  'EmailSubscriptionResource.get':
    "the asker's own email choices, or those of the account a signed unsubscribe link names",
  'EmailSubscriptionResource.update':
    "the asker's own email choices, or those of the account a signed unsubscribe link names",
  'OnboardingResource.get': "the asker's own onboarding answers",
  'OnboardingResource.update': "the asker's own onboarding answers",
  'GET /email/verify': 'a verification link: its signed single-use token is the authorization',
  'GET /email/confirm': 'an email-change link: its signed single-use token is the authorization',
  'UserProfileResource.update': "the asker's own profile",
  'UserAccountResource.update': "the asker's own language and country",
  'PasswordChangeResource.update': "the asker's own password (and their other sessions)",
  'ActiveSessionsResource.get': "the asker's own sessions",
  'ActiveSessionsResource.delete':
    "a handle is looked up among the asker's own sessions only; another person's is a 404 (sessions.api.test.ts)",
  'TwoFactorResource.get': "the asker's own two-factor state",
  'TwoFactorResource.delete': "turns off the asker's own two-factor sign-in",
  'TwoFactorEnrollResource.create': "the asker's own enrolment",
  'TwoFactorEnrollResource.update': "the asker's own enrolment",
  'RecoveryCodesResource.create': "the asker's own recovery codes",
  'TwoFactorLoginResource.create': 'finishes the login its challenge cookie names; no object',
  'PasskeysResource.get': "the asker's own passkeys",
  'PasskeysResource.create': "adds to the asker's own passkeys (its own registration challenge)",
  'PasskeysResource.delete':
    "removes one of the asker's own passkeys (filtered by owner; another's id answers 404)",
  'PasskeyRegistrationResource.create': "the asker's own passkey registration",
  'PasskeyLoginOptionsResource.create': 'the login its challenge cookie names; no object',
  'PasskeyLoginResource.create': 'finishes the login its challenge cookie names; no object',
  'NotificationSettingsResource.get': "the asker's own notification settings",
  'NotificationSettingsResource.update': "the asker's own notification settings",
  'UserBlocksResource.get': 'the people the asker blocked',
  'UserPrivacyResource.get': "the asker's own privacy settings",
  'UserPrivacyResource.update': "the asker's own privacy settings",
  'UserAccountResource.delete':
    "deletes the asker's own account, confirmed with its password (modules/account/*.api.test.ts)",
  'UserDeactivationResource.create':
    "deactivates the asker's own account, confirmed with its password (modules/account/*.api.test.ts)",
  'UserSettingsResource.get':
    "the asker's own cookie choices (the account's, or this browser's cookie signed out)",
  'UserSettingsResource.update':
    "the asker's own cookie choices (the account's, or this browser's cookie signed out)",
  'GET /healthz': 'liveness, reads no row',
  'GET /readyz':
    'readiness: asks the database and the media store, reads no row (readiness.api.test.ts)',
  'GET /v3/offsite':
    'the link check logs its decision (so it is no pure read); a pin the asker cannot see answers 404 like a missing one (offsite.api.test.ts)',
  'GET /offsite':
    'follows only a link the server signed for the pin, or one a pin the asker can see carries; anything else 400 or 404 (offsite.api.test.ts)',
  'GET /ssr/offsite.css': 'a fixed stylesheet',
  'GET /openapi.json': 'the API description',
  'GET /ssr/feed.css': 'a stylesheet computed from its URL',
  'GET /robots.txt': 'a fixed text',
  'GET /sitemap.xml':
    'public, indexable profiles, boards and pins only, by the signed-out rules (sitemap.api.test.ts)',
  'GET /sitemap-:file':
    'public, indexable profiles, boards and pins only, by the signed-out rules (sitemap.api.test.ts)',
  'GET *': 'media by unguessable content hash (docs/security.md) and pages (rows marked page)',
  'POST /v3/media/uploads': 'an upload names no object; pins that use it are checked',
  'POST /v3/media/videos':
    'a video upload names no object; following it (VideoUploadResource) and pinning it have rows',
  'POST /v3/users/me/imports':
    "an upload names no object: the import it starts is the asker's own (UserImportResource has rows)",
  'POST /v3/users/me/avatar': "the asker's own profile picture",
  'DELETE /v3/users/me/avatar': "the asker's own profile picture",
  'GET /v3/users/me/export':
    "the asker's own data only: other people's pins and boards are never in it (export.api.test.ts)",
  'POST /resource/PinResource/create':
    'the dispatcher, on its own path for a larger body (image_base64); PinResource.create has rows',
  'PagePreviewResource.create':
    'reads an outside page through the guarded fetcher (signed in, rate-limited); names no object here',
  'GET /resource/:name/:action': 'the dispatcher: each contract call has its own rows',
  'POST /resource/:name/:action': 'the dispatcher',
  'PUT /resource/:name/:action': 'the dispatcher',
  'PATCH /resource/:name/:action': 'the dispatcher',
  'DELETE /resource/:name/:action': 'the dispatcher',
  // The v5 API and its settings (issue 18): calls that name an object have rows (rows-v5).
  'ApiAccessResource.get': "the asker's own apps, tokens and allowed apps",
  'ApiAppResource.create': "a new app is always the asker's own",
  'ApiAppResource.delete':
    "filtered by owner: another's app answers 404 like a missing one (v5.api.test.ts)",
  'PersonalTokenResource.create': "a new token is the asker's own, for their own account",
  'PersonalTokenResource.delete':
    "filtered by owner: another's token answers 404 like a missing one (v5.api.test.ts)",
  'AllowedAppResource.delete':
    "removes only the asker's own grants to that app; none answers 404 (v5.api.test.ts)",
  'OAuthConsentResource.get':
    'any signed-in person may allow any registered app, for their own account (oauth.api.test.ts)',
  'OAuthConsentResource.create':
    'the code is for the asker only, sent to a redirect URI the app registered (oauth.api.test.ts)',
  'GET /v5/openapi.json': 'the v5 API description',
  'POST /v5/oauth/token':
    "the app's secret and a code, or a refresh token, are the authorization (oauth.api.test.ts)",
  'POST /v5/oauth/token/revoke':
    "the app's secret: only its own grants are revoked (oauth.api.test.ts)",
  // The CORS preflight of /v5 (`OPTIONS /v5/*`; the route tree prints a wildcard as `*`).
  'OPTIONS *': 'the CORS preflight of /v5 runs no call: it says which origins and headers may call',
  'GET /v5/user_account': "the token's own account",
  'GET /v5/user_account/followers': "the token's own followers",
  'GET /v5/user_account/following': 'the people the token’s person follows',
  'GET /v5/boards': "the token's own boards (group boards as listed on its profile)",
  'POST /v5/boards': "a new board is always the token's own",
  'GET /v5/pins': "the token's own pins, on boards it still sees",
  'GET /v5/search/pins': "the token's own pins",
  'GET /v5/search/boards': "the token's own boards",
};

/** Every contract call, as `Resource.action`. */
export function contractCalls(): string[] {
  return Object.entries(resources).flatMap(([name, actions]) =>
    Object.keys(actions).map((action) => `${name}.${action}`),
  );
}

/** The methods the app's routes use (HEAD mirrors GET and is left out). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Every route the app registered, as `METHOD /path`, read from Fastify's own route trees so a new
 * route is seen without anyone listing it here. One tree a method: the trees printed together
 * show a wildcard route (`/media/*`, the /v5 preflight `OPTIONS /v5/*`) as one `*` line, whose
 * methods changed with the other routes beside it.
 */
export function appRoutes(app: FastifyInstance): string[] {
  const calls = new Set<string>();
  for (const method of METHODS) {
    const tree = app.printRoutes({ method, commonPrefix: false });
    // A route under another is printed relative to it, one level (4 columns) deeper.
    const parents: string[] = [];
    for (const line of tree.split('\n')) {
      // A node without this method (`/v5` above `/v5/pins`) is a parent only.
      const m = /^([─└├│\s]*)(\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!m) continue;
      const depth = Math.floor(m[1]!.length / 4);
      parents.length = depth;
      const full = (depth > 1 ? parents[depth - 1]! : '') + m[2]!;
      parents[depth] = full;
      if (m[3]?.split(',').some((s) => s.trim() === method))
        calls.add(`${method} ${full.replace(/(.)\/$/, '$1')}`);
    }
  }
  return [...calls];
}
