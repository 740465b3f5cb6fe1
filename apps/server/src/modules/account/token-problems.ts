import { AppError } from '../../lib/errors.ts';
import type { TokenProblem } from './account-tokens.repository.ts';

/** What the verification error page explains: `/email_verification_error/?reason=...`. */
export type LinkReason = 'expired' | 'used' | 'invalid';

/** Forged, malformed, for another purpose or unknown are all "invalid" to the person. */
export const reasonOf = (p: TokenProblem): LinkReason =>
  p === 'expired' ? 'expired' : p === 'used' ? 'used' : 'invalid';

const MESSAGES: Record<LinkReason, string> = {
  expired: 'This link has expired. Ask for a new one and use it within the hour.',
  used: 'This link was already used, or a newer link replaced it. Ask for a new one.',
  invalid:
    "This link isn't valid. Check that you opened the whole link from the email, or ask for a new one.",
};

/** A refused reset link as an API error: 410 for expired or used, 400 for anything else. */
export function tokenError(p: TokenProblem): AppError {
  const reason = reasonOf(p);
  return new AppError(
    reason === 'invalid' ? 400 : 410,
    `token_${reason}`,
    MESSAGES[reason],
    'token',
  );
}
