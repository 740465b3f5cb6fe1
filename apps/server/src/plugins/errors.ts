import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, type FieldError } from '../lib/errors.ts';
import type { ResourceError } from '@tack/contract';

export function errorBody(error: ResourceError) {
  return { resource_response: { data: null, error } };
}

/**
 * A name the client sent (an object key), made safe to repeat in a message: control and invisible
 * characters become "?", and it is cut at `max` characters.
 */
export function quoteName(name: PropertyKey, max = 40): string {
  const s = String(name).replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, '?');
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** At most this many per-field messages go back: enough for any form, bounded for any input. */
const MAX_FIELD_ERRORS = 20;

/**
 * Every bad field of a zod issue list, one message each (the first zod gives for that field),
 * named by its path without the `options.` prefix: `email`, `tags.0`. Unknown keys each get
 * their own entry. Keys come from the client, so they are quoted with `quoteName`.
 */
export function fieldErrors(err: ZodError): FieldError[] {
  const out = new Map<string, string>();
  for (const issue of err.issues) {
    const base = issue.path.map((p) => quoteName(p));
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        const field = [...base, quoteName(k)].join('.');
        if (!out.has(field)) out.set(field, 'This field is not accepted');
      }
    } else if (base.length && !out.has(base.join('.'))) {
      out.set(base.join('.'), issue.message);
    }
    if (out.size >= MAX_FIELD_ERRORS) break;
  }
  return [...out].slice(0, MAX_FIELD_ERRORS).map(([field, message]) => ({ field, message }));
}

/**
 * Turns a zod issue list into one sentence naming the first bad field, plus the list of every
 * bad field (`fieldErrors`). Keys come from the client, so they are quoted with `quoteName`
 * (zod's own message would repeat them raw, newlines and all).
 */
export function zodToAppError(err: ZodError, prefix = 'options'): AppError {
  const issue = err.issues[0];
  const field = issue?.path.map((p) => quoteName(p)).join('.') || undefined;
  const where = field ? `${prefix}.${field}` : prefix;
  let message = issue?.message ?? 'invalid input';
  if (issue?.code === 'unrecognized_keys') {
    const keys = issue.keys.slice(0, 3).map((k) => `"${quoteName(k)}"`);
    message = `unknown ${issue.keys.length > 1 ? 'fields' : 'field'} ${keys.join(', ')}${issue.keys.length > 3 ? ', …' : ''}`;
  }
  const errors = fieldErrors(err);
  return new AppError(
    400,
    'bad_request',
    `${where}: ${message}`,
    field,
    undefined,
    errors.length ? errors : undefined,
  );
}

/**
 * One error shape for the whole API. Known errors keep their status and message; anything
 * unexpected is logged and answered with a 500 that leaks nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    const e = asAppError(err, request);
    readTheRestFirst(request, reply);
    if (e.retryAfter) reply.header('Retry-After', String(e.retryAfter));
    const body = errorBody({
      message: e.message,
      code: e.code,
      status: e.status,
      ...(e.field ? { field: e.field } : {}),
      ...errorList(e),
    });
    return reply.status(e.status).send(body);
  });
}

/**
 * Any error as the AppError it answers as: known errors keep their status and message, a 4xx
 * of Fastify's (a body that is not JSON) gets words, and anything else is logged and becomes a
 * 500 that leaks nothing. Shared by every error body (the resource envelope, the v5 API's).
 */
export function asAppError(
  err: FastifyError | AppError | ZodError,
  request: Pick<FastifyRequest, 'log'>,
): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return zodToAppError(err);
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500)
    return new AppError(
      err.statusCode,
      err.code?.toLowerCase() ?? 'bad_request',
      clientMessage(err),
    );
  request.log.error({ err }, 'unhandled error');
  return new AppError(500, 'internal', 'Sorry! Something went wrong on our end.');
}

/**
 * A body refused before it was read (longer than the route takes, by its Content-Length) makes
 * Fastify close the connection, while the client may still be sending that body: the client's
 * next write is then refused by the closed socket, and the reset throws away the answer it had
 * not read yet. It saw a broken connection instead of a 413 (a proxy in front answered 502).
 * Left open, Node reads the rest of the body and drops it, as it does for any route that reads
 * none; the client gets its answer, and the connection can go on. The request timeout bounds how
 * long a body is read.
 */
export function readTheRestFirst(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.removeHeader('connection');
}

/** Every bad field: the list the error carries, or its one named field with its message. */
function errorList(e: AppError): { errors?: FieldError[] } {
  if (e.errors?.length) return { errors: e.errors };
  return e.field && e.status < 500 ? { errors: [{ field: e.field, message: e.message }] } : {};
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as JSON';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large';
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return 'The request body is not valid JSON';
  return err.message;
}
