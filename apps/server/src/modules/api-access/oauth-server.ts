import OAuth2Server from '@node-oauth/oauth2-server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  ACCESS_TOKEN_SECONDS,
  CODE_SECONDS,
  oauthModel,
  REFRESH_TOKEN_SECONDS,
} from './oauth-model.ts';

const servers = new WeakMap<Kysely<Database>, OAuth2Server>();

/**
 * The OAuth 2.0 server (@node-oauth/oauth2-server) over this database: the authorization code
 * grant with PKCE and refresh tokens that rotate on every use. Apps always authenticate with
 * their secret at the token endpoint (HTTP Basic, as Pinterest's reference writes it).
 */
export function oauthServer(db: Kysely<Database>): OAuth2Server {
  let server = servers.get(db);
  if (!server) {
    server = new OAuth2Server({
      model: oauthModel(db),
      // Pinterest's authorize URL takes `state` but does not require it.
      allowEmptyState: true,
      authorizationCodeLifetime: CODE_SECONDS,
      accessTokenLifetime: ACCESS_TOKEN_SECONDS,
      refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
      alwaysIssueNewRefreshToken: true,
      requireClientAuthentication: { authorization_code: true, refresh_token: true },
    });
    servers.set(db, server);
  }
  return server;
}

/** The library's request, from what Fastify parsed. */
export function oauthRequest(o: {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query?: Record<string, string>;
  body?: Record<string, string>;
}): OAuth2Server.Request {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.headers))
    if (typeof v === 'string') headers[k.toLowerCase()] = v;
  return new OAuth2Server.Request({
    method: o.method,
    headers,
    query: o.query ?? {},
    body: o.body ?? {},
  });
}
