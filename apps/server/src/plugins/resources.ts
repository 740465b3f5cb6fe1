import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTION_METHODS,
  IgnoreBookmark,
  resources,
  type ResourceAction,
  type ResourceDef,
} from '@tack/contract';
import type { z } from 'zod';
import type { AppContext, CallContext } from '../context.ts';
import { AppError, badRequest, notFound, unauthorized } from '../lib/errors.ts';
import { zodToAppError } from './errors.ts';
import { recordActing, resolveActing } from '../modules/business/acting.ts';
import { checkAnswer, serializerFor } from '../lib/contract-json.ts';

export type ResourceHandler = (ctx: CallContext, options: never) => Promise<unknown>;
export type ResourceHandlers = Record<string, Partial<Record<ResourceAction, ResourceHandler>>>;

/** What a call's field sets accept as answers (any of them). */
type FieldSetInput<D> =
  D extends ResourceDef<z.ZodType, z.ZodType, infer F>
    ? { [K in keyof F]: z.input<F[K]> }[keyof F]
    : never;

/** Handler for one contract entry, typed by that entry's schemas (its field sets' included). */
export const handler = <D extends ResourceDef>(
  _def: D,
  fn: (
    ctx: CallContext,
    options: z.output<D['options']>,
  ) => Promise<z.input<D['data']> | FieldSetInput<D>>,
) => fn as unknown as ResourceHandler;

/**
 * `/resource/<Name>/<action>/`: options come from `?data={"options":...}` on GET and from the
 * JSON body `{"options": ...}` otherwise, validated by the contract. The answer is written by a
 * writer compiled from the contract's schema (lib/contract-json.ts): only the contract's keys go
 * out. With CHECK_RESPONSES (tests, development) it is also validated by the contract.
 */
export function registerResources(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: ResourceHandlers,
  /** Calls whose body may be larger than the app's 1 MiB (an image as base64), by `Name/action`. */
  largeBodies: Record<string, LargeBody> = {},
): void {
  const table = resources as unknown as Record<
    string,
    Partial<Record<ResourceAction, ResourceDef>>
  >;
  const dispatch = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    action: ResourceAction,
  ) => {
    // Fastify exposes HEAD for this route (it takes GET) but runs this same handler; HEAD is a
    // GET whose body Fastify drops, so it reads `?data=` and answers as GET would.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const def = Object.hasOwn(table, name) ? table[name]?.[action] : undefined;
    const fn = Object.hasOwn(handlers, name) ? handlers[name]?.[action] : undefined;
    if (!def || !fn) throw notFound(`Resource ${name}/${action}`);
    if (!ACTION_METHODS[action].includes(method)) {
      throw new AppError(
        405,
        'method_not_allowed',
        `${name}/${action} takes ${ACTION_METHODS[action].join(' or ')}`,
      );
    }
    if (def.auth === 'user' && !request.viewer) throw unauthorized();
    const given = withoutIgnoreBookmark(readOptions(method, request.query, request.body));
    const parsed = def.options.safeParse(given);
    if (!parsed.success) throw zodToAppError(parsed.error);
    const options = parsed.data;
    // Business access: a manager's call may run as the profile they act as (modules/business).
    const call = `${name}.${action}`;
    const acting = await resolveActing(ctx, request, call, options);
    const viewer = acting ? acting.profile : request.viewer;
    const data = await fn({ ...ctx, viewer, acting, request, reply }, options as never);
    if (acting && action !== 'get') await recordActing(ctx, acting, call, data);
    const schema = answerSchema(def, options);
    let json: string;
    let problem: string | null = null;
    try {
      json = serializerFor(schema)(data);
      if (ctx.config.checkResponses) problem = checkAnswer(schema, data, json);
    } catch (err) {
      problem = String(err);
      json = '';
    }
    if (problem) {
      request.log.error({ problem, name, action }, 'response failed its contract');
      throw new AppError(500, 'internal', 'Sorry! Something went wrong on our end.');
    }
    // The envelope around the compiled answer: the bytes JSON.stringify would write for it.
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"resource_response":{"data":${json},"error":null}}`);
  };
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/resource/:name/:action/',
    handler: (request, reply) => {
      const { name, action } = request.params as { name: string; action: ResourceAction };
      return dispatch(request, reply, name, action);
    },
  });
  // The same dispatch on its own path with room for a larger body; the path names the call,
  // so the router picks it over the generic one.
  for (const [call, big] of Object.entries(largeBodies)) {
    const [name, action] = call.split('/') as [string, ResourceAction];
    app.route({
      method: ACTION_METHODS[action] as ('POST' | 'PUT' | 'PATCH' | 'DELETE')[],
      url: `/resource/${name}/${action}/`,
      bodyLimit: big.bodyLimit,
      onRequest: big.onRequest,
      handler: (request, reply) => dispatch(request, reply, name, action),
    });
  }
}

export interface LargeBody {
  bodyLimit: number;
  /** Runs before the body is read (refuse a large body early: signed out, server busy). */
  onRequest?: (request: FastifyRequest) => Promise<void>;
}

/**
 * `ignore_bookmark` (MC §7: an option of the generic resource call, so of every call): checked
 * (true or false, else 400) and taken out before the call's own options are validated. `true`
 * asks for the first page whatever `bookmark` says, so the bookmark goes too: every paged call
 * gets it here and none can forget it; on a call that does not page it changes nothing.
 */
function withoutIgnoreBookmark(options: unknown): unknown {
  if (typeof options !== 'object' || options === null || !Object.hasOwn(options, 'ignore_bookmark'))
    return options;
  const { ignore_bookmark: flag, ...rest } = options as Record<string, unknown>;
  const ignore = IgnoreBookmark.safeParse(flag);
  if (!ignore.success) throw badRequest('ignore_bookmark must be true or false', 'ignore_bookmark');
  if (!ignore.data) return rest;
  const { bookmark: _ignored, ...firstPage } = rest;
  return firstPage;
}

/** The schema the answer must fit: the named field set's, else the call's own. */
function answerSchema(def: ResourceDef, options: unknown) {
  const key = (options as { field_set_key?: unknown } | null)?.field_set_key;
  const set =
    typeof key === 'string' && def.fieldSets && Object.hasOwn(def.fieldSets, key)
      ? def.fieldSets[key]
      : undefined;
  return set ?? def.data;
}

function readOptions(method: string, query: unknown, body: unknown): unknown {
  if (method === 'GET') {
    const raw = (query as { data?: unknown }).data;
    if (raw === undefined) return {};
    if (typeof raw !== 'string') throw badRequest('data must be a JSON string', 'data');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('data is not valid JSON', 'data');
    }
    return optionsOf(parsed);
  }
  return body === undefined || body === null ? {} : optionsOf(body);
}

function optionsOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('Send {"options": {...}}', 'options');
  return (value as { options?: unknown }).options ?? {};
}
