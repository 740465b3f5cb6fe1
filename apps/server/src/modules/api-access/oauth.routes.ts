import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { V5TokenResponse } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../plugins/session.ts';
import { findAppByClientId } from './api-access.repository.ts';
import { oauthRequest, oauthServer } from './oauth-server.ts';
import { readScopes } from './scopes.ts';

/** Pinterest's token answers name their scopes with commas. */
const scopeAnswer = (scope: string[] | undefined) => readScopes(scope).granted.join(',');

/**
 * An OAuth error in both vocabularies: Pinterest's `{code, message}` and RFC 6749's
 * `{error, error_description}`, so either kind of client reads it.
 */
function sendOAuthError(reply: FastifyReply, err: OAuth2Server.OAuthError, headers = {}) {
  const status = err.code === 401 ? 401 : err.code >= 500 ? 500 : 400;
  return reply
    .status(status)
    .headers(headers)
    .header('cache-control', 'no-store')
    .send({
      code: status === 401 ? 2 : 1,
      message: err.message,
      error: err.name,
      error_description: err.message,
    });
}

/** The app of an HTTP Basic header (client id and secret, form-encoded as RFC 6749 says). */
async function basicClient(ctx: AppContext, header: string | undefined) {
  const m = /^Basic ([A-Za-z0-9+/=]{1,600})$/i.exec(header ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1]!, 'base64').toString();
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  let id: string, secret: string;
  try {
    id = decodeURIComponent(text.slice(0, colon).replace(/\+/g, ' '));
    secret = decodeURIComponent(text.slice(colon + 1).replace(/\+/g, ' '));
  } catch {
    return null;
  }
  const app = /^\d{1,19}$/.test(id) ? await findAppByClientId(ctx.db, id) : undefined;
  const given = Buffer.from(hashToken(secret));
  const kept = Buffer.from(app?.secret_hash ?? '');
  return app && given.length === kept.length && timingSafeEqual(given, kept) ? app : null;
}

/**
 * `POST /v5/oauth/token` (authorization_code with PKCE's code_verifier, refresh_token) and
 * `POST /v5/oauth/token/revoke`, as Pinterest's reference writes them: form bodies, the app
 * authenticated with HTTP Basic. The OAuth library runs the grants.
 */
export async function oauthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post('/oauth/token', async (request, reply) => {
    const req = oauthRequest({
      method: request.method,
      headers: request.headers,
      query: {},
      body: (request.body ?? {}) as Record<string, string>,
    });
    const res = new OAuth2Server.Response();
    let token: OAuth2Server.Token;
    try {
      token = await oauthServer(ctx.db).token(req, res);
    } catch (err) {
      if (err instanceof OAuth2Server.OAuthError) return sendOAuthError(reply, err, res.headers);
      throw err;
    }
    const now = Date.now();
    const refreshAt = token.refreshTokenExpiresAt!.getTime();
    const answer: V5TokenResponse = {
      access_token: token.accessToken,
      token_type: 'bearer',
      expires_in: Math.round((token.accessTokenExpiresAt!.getTime() - now) / 1000),
      scope: scopeAnswer(token.scope),
      response_type:
        req.body.grant_type === 'refresh_token' ? 'refresh_token' : 'authorization_code',
      refresh_token: token.refreshToken!,
      refresh_token_expires_in: Math.round((refreshAt - now) / 1000),
      refresh_token_expires_at: Math.floor(refreshAt / 1000),
    };
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
  });

  /**
   * RFC 7009: the app's own token (access or refresh) ends its whole grant; a token that is not
   * the app's, or no token at all, is answered the same 200, so nothing is learnt by trying.
   */
  app.post('/oauth/token/revoke', async (request, reply) => {
    const client = await basicClient(ctx, request.headers.authorization);
    if (!client) {
      reply.header('www-authenticate', 'Basic realm="Tack API"');
      throw new AppError(401, 'invalid_client', 'Authentication failed.');
    }
    const token = (request.body as Record<string, string> | undefined)?.token;
    if (typeof token !== 'string' || !token || token.length > 200)
      throw new AppError(400, 'bad_request', 'token is required', 'token');
    const h = hashToken(token);
    await ctx.db
      .deleteFrom('api_grants')
      .where('app_id', '=', client.id)
      .where((eb) => eb.or([eb('access_hash', '=', h), eb('refresh_hash', '=', h)]))
      .execute();
    return reply.header('cache-control', 'no-store').status(200).send();
  });
}
