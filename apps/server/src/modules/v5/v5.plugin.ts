import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { sharedLimitStore } from './shared-limit-store.ts';
import type { ZodError, z } from 'zod';
import { V5_OPERATIONS, type V5OperationId } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { asAppError, readTheRestFirst, zodToAppError } from '../../plugins/errors.ts';
import { oauthRoutes } from '../api-access/oauth.routes.ts';
import { bearerTokenOf, findBearer, type Bearer } from './bearer.ts';
import { needScopes, type V5Call } from './v5-call.ts';
import { authenticationFailed, v5ErrorBody } from './v5-errors.ts';
import { absoluteWith } from './v5.mapper.ts';
import { buildV5OpenApi } from './v5-openapi.ts';
import { v5Handlers } from './v5.handlers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    v5Bearer: Bearer | null;
  }
  interface FastifyContextConfig {
    v5?: V5OperationId;
  }
}

/** `/boards/{board_id}` as Fastify writes a path: `/boards/:board_id`. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const RATE_LIMIT_MESSAGE =
  'This request exceeded a rate limit. This can happen if the client exceeds one of the published rate limits within a short time window.';

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw zodToAppError(parsed.error, where);
  return parsed.data;
}

/**
 * Pinterest's API v5 under `/v5` (issue 18, decision 0022): bearer tokens only (never cookies,
 * so no CSRF token either), CORS open to any origin without credentials, errors as `{code,
 * message}`, a rate limit per token for reads and one for writes with X-RateLimit-* headers,
 * and `/v5/oauth/token` for apps. Every call runs the services the web app runs, as the
 * token's person.
 */
export async function registerV5(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (v5) => {
      // A token in a header is no ambient credential: any page may call with one it holds.
      await v5.register(cors, {
        origin: '*',
        credentials: false,
        methods: ['GET', 'POST', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        exposedHeaders: [
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
          'Retry-After',
        ],
        maxAge: 600,
      });
      v5.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
        const e = asAppError(err, request);
        readTheRestFirst(request, reply);
        if (e.retryAfter) reply.header('Retry-After', String(e.retryAfter));
        if (e.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="Tack API"');
        if (e.code === 'insufficient_scope')
          reply.header('WWW-Authenticate', 'Bearer realm="Tack API", error="insufficient_scope"');
        return reply.status(e.status).send(v5ErrorBody(e));
      });
      v5.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
          code: 404,
          message: `Tack's API has no ${request.method} ${request.url.split('?')[0]}`,
        }),
      );
      let doc: ReturnType<typeof buildV5OpenApi> | null = null;
      v5.get('/openapi.json', async () => (doc ??= buildV5OpenApi(ctx.config.publicUrl)));
      await v5.register(oauthRoutes, { ctx });
      await v5.register(apiRoutes, { ctx });
    },
    { prefix: '/v5' },
  );
}

async function apiRoutes(api: FastifyInstance, { ctx }: { ctx: AppContext }) {
  api.decorateRequest('v5Bearer', null);
  // Before the body is read: a call without a live token costs no upload.
  api.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const token = bearerTokenOf(request);
    request.v5Bearer = token ? await findBearer(ctx.db, token) : null;
    if (!request.v5Bearer) throw authenticationFailed();
  });
  const limits = ctx.config.apiRateLimit;
  const categoryOf = (request: FastifyRequest) => {
    const id = request.routeOptions.config.v5;
    return id ? V5_OPERATIONS[id].category : 'read';
  };
  await api.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    // Counted in the database: one limit across every server process (TACK_WORKERS) and node.
    store: sharedLimitStore(ctx.sharedState, 'v5'),
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${request.v5Bearer?.grantId ?? request.ip}:${categoryOf(request)}`,
    max: (_request, key) => (key.endsWith(':write') ? limits.write : limits.read),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'rate_limited',
        RATE_LIMIT_MESSAGE,
        undefined,
        Math.ceil(context.ttl / 1000),
      ),
  });

  const abs = absoluteWith(ctx.config.publicUrl ?? undefined);
  // An image as base64 is 4/3 of its bytes: pins/create takes that much beside its fields.
  const createPinBody = Math.ceil((ctx.config.upload.maxBytes * 4) / 3) + 64 * 1024;
  for (const [id, op] of Object.entries(V5_OPERATIONS) as [
    V5OperationId,
    (typeof V5_OPERATIONS)[V5OperationId],
  ][]) {
    api.route({
      method: op.method,
      url: routePath(op.path),
      config: { v5: id },
      ...(id === 'pins/create'
        ? {
            bodyLimit: createPinBody,
            onRequest: async (request: FastifyRequest) => {
              // A large body waits for no decode the server cannot start (as the web's upload).
              if (Number(request.headers['content-length'] ?? 0) > 1024 * 1024)
                ctx.decodeQueue.admit();
            },
          }
        : {}),
      handler: async (request, reply) => {
        const bearer = request.v5Bearer!;
        needScopes(bearer, ...op.scopes);
        const query = parse(op.query, request.query, 'query') as { ad_account_id?: string };
        if (query.ad_account_id !== undefined)
          throw badRequest('Tack has no ad accounts: leave out ad_account_id', 'ad_account_id');
        const call = {
          ctx: { ...ctx, viewer: bearer.viewer, request, reply },
          scopes: bearer.scopes,
          params: 'params' in op ? parse(op.params, request.params, 'path') : undefined,
          query,
          body: 'body' in op ? parse(op.body, request.body, 'body') : undefined,
          abs,
        } as V5Call;
        const out = await (v5Handlers[id] as (c: V5Call) => Promise<unknown>)(call);
        if (!('response' in op)) return reply.status(204).send();
        const checked = op.response.safeParse(out);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues, id }, 'v5 answer failed its contract');
          throw new AppError(500, 'internal', 'Sorry! Something went wrong on our end.');
        }
        return reply.status(op.status).send(checked.data);
      },
    });
  }
}
