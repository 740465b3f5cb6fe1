import { z } from 'zod';
import { API_SCOPES, V5_OPERATIONS, V5Error, V5TokenResponse } from '@tack/contract';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };

/** A zod object's fields as OpenAPI parameters (`in: path` or `query`). */
function parameters(s: z.ZodType | undefined, where: 'path' | 'query') {
  if (!s) return [];
  const json = schema(s, 'input');
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const json = (s: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: schema(s, io) },
});
const errorAnswer = {
  description: 'An error: `{code, message}`',
  content: json(V5Error, 'output'),
};

/**
 * `/v5/openapi.json`: the subset of Pinterest's API v5 Tack serves, generated from the same zod
 * contract (packages/contract/src/v5.ts) the routes validate with, operation ids and scopes as
 * Pinterest's description names them.
 */
export function buildV5OpenApi(publicUrl: string | null) {
  const origin = publicUrl ?? '';
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, op] of Object.entries(V5_OPERATIONS)) {
    const body = 'body' in op ? op.body : undefined;
    const response = 'response' in op ? op.response : undefined;
    (paths[op.path] ??= {})[op.method.toLowerCase()] = {
      operationId,
      summary: op.summary,
      tags: [operationId.split('/')[0]],
      'x-ratelimit-category': op.category === 'read' ? 'org_read' : 'org_write',
      security: [{ pinterest_oauth2: [...op.scopes] }],
      parameters: [
        ...parameters('params' in op ? op.params : undefined, 'path'),
        ...parameters(op.query, 'query'),
      ],
      ...(body ? { requestBody: { required: true, content: json(body, 'input') } } : {}),
      responses: {
        [op.status]: response
          ? { description: 'Success', content: json(response, 'output') }
          : { description: 'Done; no content' },
        default: errorAnswer,
      },
    };
  }
  const form = (properties: Record<string, unknown>, required: string[]) => ({
    'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } },
  });
  paths['/oauth/token'] = {
    post: {
      operationId: 'oauth/token',
      summary:
        'Exchange an authorization code (with its PKCE code_verifier), or a refresh token, for tokens; the app authenticates with HTTP Basic (client id and secret)',
      security: [{ basic: [] }],
      requestBody: {
        required: true,
        content: form(
          {
            grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
            code: { type: 'string' },
            redirect_uri: { type: 'string' },
            code_verifier: { type: 'string' },
            refresh_token: { type: 'string' },
            scope: { type: 'string' },
          },
          ['grant_type'],
        ),
      },
      responses: {
        200: { description: 'Tokens', content: json(V5TokenResponse, 'output') },
        default: errorAnswer,
      },
    },
  };
  paths['/oauth/token/revoke'] = {
    post: {
      operationId: 'token/revoke',
      summary: 'Revoke an access or refresh token of this app (its whole grant)',
      security: [{ basic: [] }],
      requestBody: {
        required: true,
        content: form(
          {
            token: { type: 'string' },
            token_type_hint: { type: 'string', enum: ['access_token', 'refresh_token'] },
          },
          ['token'],
        ),
      },
      responses: { 200: { description: 'Revoked (or nothing to revoke)' }, default: errorAnswer },
    },
  };
  return {
    openapi: '3.0.3',
    info: {
      title: 'Tack API v5 (Pinterest-compatible subset)',
      version: '5.23.0-tack',
      description:
        "The calls of Pinterest's REST API v5 that Tack serves, in its shapes. Authenticate with `Authorization: Bearer <token>`: an OAuth access token, or a personal access token made at /settings/apps (both carry scopes). Cookies never authenticate here.",
    },
    servers: [{ url: `${origin}/v5` }],
    components: {
      securitySchemes: {
        pinterest_oauth2: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: `${origin}/oauth/`,
              tokenUrl: `${origin}/v5/oauth/token`,
              refreshUrl: `${origin}/v5/oauth/token`,
              scopes: API_SCOPES,
            },
          },
        },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
    paths,
  };
}
