import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.ts';
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

/**
 * Turns a zod issue list into one sentence naming the first bad field. Keys come from the client,
 * so they are quoted with `quoteName` (zod's own message would repeat them raw, newlines and all).
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
  return new AppError(400, 'bad_request', `${where}: ${message}`, field);
}

/**
 * One error shape for the whole API. Known errors keep their status and message; anything
 * unexpected is logged and answered with a 500 that leaks nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    let e: AppError;
    if (err instanceof AppError) e = err;
    else if (err instanceof ZodError) e = zodToAppError(err);
    else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      e = new AppError(
        err.statusCode,
        err.code?.toLowerCase() ?? 'bad_request',
        clientMessage(err),
      );
    } else {
      request.log.error({ err }, 'unhandled error');
      e = new AppError(500, 'internal', 'Sorry! Something went wrong on our end.');
    }
    if (e.retryAfter) reply.header('Retry-After', String(e.retryAfter));
    const body = errorBody({
      message: e.message,
      code: e.code,
      status: e.status,
      ...(e.field ? { field: e.field } : {}),
    });
    return reply.status(e.status).send(body);
  });
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as JSON';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large';
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return 'The request body is not valid JSON';
  return err.message;
}
