import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashToken } from '../../plugins/session.ts';
import {
  deleteGrantByRefresh,
  findAppByClientId,
  grantByAccessToken,
} from './api-access.repository.ts';
import { newSecret } from './api-access.service.ts';
import { readScopes, scopeList, scopeText } from './scopes.ts';

/** Pinterest's lifetimes: access tokens 30 days, continuous refresh tokens 60 days. */
export const ACCESS_TOKEN_SECONDS = 30 * 24 * 3600;
export const REFRESH_TOKEN_SECONDS = 60 * 24 * 3600;
/** How long a code waits to be exchanged. */
export const CODE_SECONDS = 600;

export interface OAuthClient extends OAuth2Server.Client {
  /** The app's row id (the client's `id` is its public client id). */
  appId: string;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The storage @node-oauth/oauth2-server asks for: apps as clients, codes and grants as rows
 * keyed by the SHA-256 of the secret (never the secret), and Tack's scope rule. The library does
 * the protocol: client authentication, redirect URI and PKCE checks, expiry, single use.
 */
export function oauthModel(
  db: Kysely<Database>,
): OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel {
  const clientOf = (app: {
    id: string;
    client_id: string;
    redirect_uris: string;
  }): OAuthClient => ({
    id: app.client_id,
    appId: app.id,
    redirectUris: JSON.parse(app.redirect_uris) as string[],
    grants: ['authorization_code', 'refresh_token'],
    accessTokenLifetime: ACCESS_TOKEN_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
  });
  return {
    async getClient(clientId, clientSecret) {
      if (!/^\d{1,19}$/.test(clientId)) return null;
      const app = await findAppByClientId(db, clientId);
      if (!app) return null;
      // The library passes null where it only needs the client (the authorize step).
      if (clientSecret !== null && !sameHash(hashToken(clientSecret ?? ''), app.secret_hash))
        return null;
      return clientOf(app);
    },
    generateAccessToken: async () => newSecret('access'),
    generateRefreshToken: async () => newSecret('refresh'),
    async saveAuthorizationCode(code, client, user) {
      await db
        .insertInto('api_codes')
        .values({
          code_hash: hashToken(code.authorizationCode),
          app_id: (client as OAuthClient).appId,
          user_id: user.id as string,
          redirect_uri: code.redirectUri,
          scopes: scopeText(readScopes(code.scope).granted),
          code_challenge: code.codeChallenge ?? null,
          code_challenge_method: code.codeChallengeMethod ?? null,
          expires_at: code.expiresAt.toISOString(),
        })
        .execute();
      return { ...code, client, user };
    },
    async getAuthorizationCode(authorizationCode) {
      const row = await db
        .selectFrom('api_codes')
        .innerJoin('api_apps', 'api_apps.id', 'api_codes.app_id')
        .selectAll('api_codes')
        .select(['api_apps.client_id', 'api_apps.redirect_uris'])
        .where('code_hash', '=', hashToken(authorizationCode))
        .executeTakeFirst();
      if (!row) return null;
      return {
        authorizationCode,
        expiresAt: new Date(row.expires_at),
        redirectUri: row.redirect_uri,
        scope: scopeList(row.scopes),
        client: clientOf({ ...row, id: row.app_id }),
        user: { id: row.user_id },
        ...(row.code_challenge
          ? {
              codeChallenge: row.code_challenge,
              codeChallengeMethod: row.code_challenge_method ?? 'S256',
            }
          : {}),
      };
    },
    /** Deleting is what makes a code single use: a second exchange finds nothing to delete. */
    async revokeAuthorizationCode(code) {
      const res = await db
        .deleteFrom('api_codes')
        .where('code_hash', '=', hashToken(code.authorizationCode))
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    async saveToken(token, client, user) {
      await db
        .insertInto('api_grants')
        .values({
          id: newId(),
          user_id: user.id as string,
          app_id: (client as OAuthClient).appId,
          name: '',
          scopes: scopeText(readScopes(token.scope).granted),
          access_hash: hashToken(token.accessToken),
          access_expires_at: token.accessTokenExpiresAt?.toISOString() ?? null,
          refresh_hash: token.refreshToken ? hashToken(token.refreshToken) : null,
          refresh_expires_at: token.refreshTokenExpiresAt?.toISOString() ?? null,
          created_at: nowIso(),
          last_used_at: null,
        })
        .execute();
      return { ...token, client, user };
    },
    async getAccessToken(accessToken) {
      const row = await grantByAccessToken(db, accessToken);
      if (!row?.app_id) return null;
      return {
        accessToken,
        accessTokenExpiresAt: row.access_expires_at ? new Date(row.access_expires_at) : undefined,
        scope: scopeList(row.scopes),
        client: { id: row.app_id, grants: [] },
        user: { id: row.user_id },
      };
    },
    async getRefreshToken(refreshToken) {
      const row = await db
        .selectFrom('api_grants')
        .innerJoin('api_apps', 'api_apps.id', 'api_grants.app_id')
        .selectAll('api_grants')
        .select(['api_apps.client_id', 'api_apps.redirect_uris'])
        .where('refresh_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (!row?.app_id) return null;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.refresh_expires_at
          ? new Date(row.refresh_expires_at)
          : undefined,
        scope: scopeList(row.scopes),
        client: clientOf({ ...row, id: row.app_id }),
        user: { id: row.user_id },
      };
    },
    /**
     * A refresh replaces the whole grant: the old refresh token and the access token made with
     * it stop working together. Two refreshes racing with one token: one deletes, one fails.
     */
    revokeToken: (token) => deleteGrantByRefresh(db, token.refreshToken),
    /** Tack's served scopes of those asked; none, or an unknown one, refuses the request. */
    async validateScope(_user, _client, scope) {
      const { granted, unknown } = readScopes(scope);
      return granted.length && !unknown.length ? granted : false;
    },
  };
}
