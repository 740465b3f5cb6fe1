import type { ApiScope, V5Error } from '@tack/contract';
import { AppError } from '../../lib/errors.ts';

/** The `code` of a missing scope, and Pinterest's words for it (its reference, code 3). */
export const SCOPE_ERROR_CODE = 3;
const SCOPE_MESSAGE =
  'Your token does not have sufficient permissions to perform this operation. Please ensure your token is authorized with the correct set of scopes.';

/** A call the token's scopes do not cover: 403 (RFC 6750 insufficient_scope). */
export const missingScope = (scopes: readonly ApiScope[]) =>
  new AppError(403, 'insufficient_scope', `${SCOPE_MESSAGE} Missing: ${scopes.join(', ')}.`);

/** No token, or one that is unknown, expired or revoked: 401, code 2 as Pinterest answers it. */
export const authenticationFailed = () =>
  new AppError(401, 'authentication_failed', 'Authentication failed.');

/**
 * Pinterest's numeric `code` for each answer, from its reference's examples: 1 an invalid
 * request, 2 authentication failed, 3 a missing scope, 8 a rate limit; elsewhere the reference
 * gives the status itself ("code": 404, "Board not found.").
 */
export function v5Code(e: AppError): number {
  if (e.code === 'insufficient_scope') return SCOPE_ERROR_CODE;
  if (e.status === 400) return 1;
  if (e.status === 401) return 2;
  if (e.status === 429) return 8;
  return e.status;
}

/** The body of every v5 error: `{code, message}`, with the message a person can act on. */
export function v5ErrorBody(e: AppError): V5Error {
  const message =
    e.status === 400 && e.field && !e.message.includes(e.field)
      ? `${e.field}: ${e.message}`
      : e.message;
  return { code: v5Code(e), message };
}
