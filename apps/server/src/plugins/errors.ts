import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
    return sendError(reply, e);
  });
}

function sendError(reply: FastifyReply, e: AppError) {
  if (e.retryAfter) reply.header('Retry-After', String(e.retryAfter));
  const body = errorBody({
    message: e.message,
    code: e.code,
    status: e.status,
    ...(e.field ? { field: e.field } : {}),
  });
  return reply.status(e.status).send(body);
}

/**
 * Errors Fastify's router answers before any route or error handler runs (Fastify's
 * `frameworkErrors` option): a path parameter over 100 characters, a path with a bad escape.
 * Without this they answered in Fastify's own shape, not the envelope.
 */
export function frameworkErrors(err: FastifyError, _request: unknown, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, new AppError(414, 'uri_too_long', 'That address is too long'));
  if (err.code === 'FST_ERR_BAD_URL')
    return sendError(reply, new AppError(400, 'bad_url', 'That address is not valid'));
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return sendError(reply, new AppError(status, 'bad_request', 'That request is not valid'));
  reply.log.error({ err }, 'framework error');
  return sendError(reply, new AppError(500, 'internal', 'Sorry! Something went wrong on our end.'));
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as JSON';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large';
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return 'The request body is not valid JSON';
  return err.message;
}
