import type { z } from 'zod';
import OAuth2Server from '@node-oauth/oauth2-server';
import {
  API_SCOPES,
  type AuthorizeRequest,
  type ConsentDecisionOptions,
  type ConsentScreen,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { findAppByClientId } from './api-access.repository.ts';
import { oauthRequest, oauthServer } from './oauth-server.ts';
import { readScopes, scopeText } from './scopes.ts';

type Ask = z.output<typeof AuthorizeRequest>;

/** PKCE's S256 challenge: the base64url SHA-256 of a verifier, 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Checks an authorization request before anything is shown or sent back: the app exists, the
 * redirect URI is one it registered (exactly), the response type is `code`, it asks for scopes
 * Tack serves, and a PKCE challenge, when sent, is S256. Until the redirect URI is known to be
 * the app's, a problem is shown on the consent page and never sent to an address.
 */
export async function checkAuthorizeRequest(ctx: CallContext, o: Ask) {
  const app = /^\d{1,19}$/.test(o.client_id)
    ? await findAppByClientId(ctx.db, o.client_id)
    : undefined;
  if (!app) throw badRequest('No app with this client_id is registered here', 'client_id');
  const registered = JSON.parse(app.redirect_uris) as string[];
  const redirectUri = o.redirect_uri ?? registered[0]!;
  if (!registered.includes(redirectUri))
    throw badRequest('This redirect_uri is not one the app registered', 'redirect_uri');
  if (o.response_type !== 'code') throw badRequest('response_type must be code', 'response_type');
  const { granted, unknown } = readScopes(o.scope);
  if (unknown.length) throw badRequest(`Unknown scope: ${unknown.slice(0, 3).join(', ')}`, 'scope');
  if (!granted.length) throw badRequest('The app asked for no scope Tack can grant', 'scope');
  if (o.code_challenge !== undefined) {
    if (o.code_challenge_method !== 'S256')
      throw badRequest('code_challenge_method must be S256', 'code_challenge_method');
    if (!S256_CHALLENGE.test(o.code_challenge))
      throw badRequest(
        'code_challenge must be a base64url SHA-256 (43 characters)',
        'code_challenge',
      );
  } else if (o.code_challenge_method !== undefined) {
    throw badRequest('code_challenge_method needs a code_challenge', 'code_challenge');
  }
  return { app, redirectUri, scopes: granted };
}

/** What the consent screen shows: the app, who registered it, where it returns, each scope. */
export async function consentScreen(ctx: CallContext, o: Ask): Promise<ConsentScreen> {
  const { app, redirectUri, scopes } = await checkAuthorizeRequest(ctx, o);
  return {
    appName: app.name,
    ownerUsername: app.owner_username,
    redirectUri,
    scopes: scopes.map((scope) => ({ scope, description: API_SCOPES[scope] })),
  };
}

/**
 * The person's answer. Allowed, the OAuth library makes and stores a code for the viewer and
 * answers the app's redirect URI with it and the state; denied, the same address with
 * `error=access_denied`. Either way the browser is sent there by the page.
 */
export async function decideConsent(
  ctx: CallContext,
  o: z.output<typeof ConsentDecisionOptions>,
): Promise<{ redirect: string }> {
  const { redirectUri, scopes } = await checkAuthorizeRequest(ctx, o);
  const body: Record<string, string> = {
    client_id: o.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scopeText(scopes),
    allowed: o.allow ? 'true' : 'false',
  };
  if (o.state) body.state = o.state;
  if (o.code_challenge) {
    body.code_challenge = o.code_challenge;
    body.code_challenge_method = 'S256';
  }
  const request = oauthRequest({ method: 'POST', headers: {}, body });
  const response = new OAuth2Server.Response();
  const viewerId = ctx.viewer!.id;
  try {
    await oauthServer(ctx.db).authorize(request, response, {
      authenticateHandler: { handle: () => ({ id: viewerId }) },
    });
  } catch (err) {
    // A refusal (or a state the library finds malformed) still goes back to the app.
    const location = response.get('location') as string | undefined;
    if (!(err instanceof OAuth2Server.OAuthError) || !location) throw err;
    if (err.name !== 'access_denied') throw badRequest(err.message, 'state');
    return { redirect: location };
  }
  return { redirect: response.get('location') as string };
}
