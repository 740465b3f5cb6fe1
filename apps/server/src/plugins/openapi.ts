import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACTION_METHODS,
  envelope,
  resources,
  UploadedImage,
  UserSummary,
  type ResourceAction,
  type ResourceDef,
} from '@tack/contract';
import { v3Paths } from './openapi-v3.ts';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

function response(data: z.ZodType) {
  return {
    description:
      'The resource envelope; `error` is set (and the status is 4xx) when the call failed',
    content: { 'application/json': { schema: schema(envelope(data), 'output') } },
  };
}

/**
 * A call's options as documented: its own, plus the generic call's `ignore_bookmark` (MC §7),
 * which the dispatcher takes for every call (plugins/resources.ts).
 */
function optionsSchema(def: ResourceDef) {
  const own = schema(def.options, 'input') as { properties?: Record<string, unknown> };
  const options = own.properties
    ? {
        ...own,
        properties: {
          ...own.properties,
          ignore_bookmark: {
            type: 'boolean',
            description: 'true: answer the first page whatever bookmark says',
          },
        },
      }
    : own;
  return { type: 'object', properties: { options } };
}

/** The OpenAPI document, generated from the same contract schemas that validate every call. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, actions] of Object.entries(
    resources as unknown as Record<string, Record<ResourceAction, ResourceDef>>,
  )) {
    for (const [action, def] of Object.entries(actions) as [ResourceAction, ResourceDef][]) {
      const ops: Record<string, unknown> = {};
      for (const method of ACTION_METHODS[action]) {
        const op: Record<string, unknown> = {
          operationId: `${name}.${action}.${method.toLowerCase()}`,
          summary: def.summary,
          tags: [name],
          security: def.auth === 'user' ? [{ session: [] }] : [],
          responses: { 200: response(def.data) },
        };
        if (method === 'GET') {
          op.parameters = [
            {
              name: 'data',
              in: 'query',
              required: false,
              description: 'JSON text `{"options": {...}}` with these options',
              content: {
                'application/json': {
                  schema: optionsSchema(def),
                },
              },
            },
          ];
        } else {
          op.requestBody = {
            required: true,
            content: {
              'application/json': {
                schema: optionsSchema(def),
              },
            },
          };
        }
        ops[method.toLowerCase()] = op;
      }
      paths[`/resource/${name}/${action}/`] = ops;
    }
  }
  paths['/v3/media/uploads/'] = {
    post: {
      operationId: 'media.upload',
      summary: 'Upload an image (multipart field `image`); answers every size the spec names',
      security: [{ session: [] }],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: { 200: response(UploadedImage) },
    },
  };
  paths['/v3/users/me/avatar/'] = {
    post: {
      operationId: 'avatar.upload',
      summary:
        'Set your profile picture: a square image (multipart field `image`), made in every avatar size',
      security: [{ session: [] }],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: { 200: response(UserSummary) },
    },
    delete: {
      operationId: 'avatar.delete',
      summary: 'Remove your profile picture',
      security: [{ session: [] }],
      responses: { 200: response(UserSummary) },
    },
  };
  Object.assign(paths, v3Paths(schema));
  paths['/healthz'] = {
    get: {
      operationId: 'healthz',
      summary: 'Liveness: answers while the process serves requests (readiness: /readyz)',
      responses: { 200: { description: 'ok' } },
    },
  };
  return {
    openapi: '3.0.3',
    info: {
      title: 'Tack API',
      version: '0.1.0',
      description: 'Unsafe methods need the `X-CSRFToken` header equal to the `csrftoken` cookie.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tack_session' } },
    },
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance): void {
  let doc: ReturnType<typeof buildOpenApi> | null = null;
  app.get('/openapi.json', async () => (doc ??= buildOpenApi()));
}
