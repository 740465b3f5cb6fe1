/** One bad field and its message in words, without the `options.` path prefix. */
export interface FieldError {
  field: string;
  message: string;
}

/** An error a person can act on: it becomes a 4xx (or a 5xx we own) with this message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds the client should wait before retrying (sent as Retry-After). */
    readonly retryAfter?: number,
    /** Every bad field, for forms that show each message under its field. */
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'bad_request', message, field);
export const unauthorized = (message = 'Log in to continue') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do that") =>
  new AppError(403, 'forbidden', message);
export const notFound = (what = 'That') =>
  new AppError(404, 'not_found', `${what} could not be found`);
export const conflict = (message: string, field?: string) =>
  new AppError(409, 'conflict', message, field);
export const tooManyRequests = (retryAfter: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many attempts. Try again in ${retryAfter} seconds.`,
    undefined,
    retryAfter,
  );
