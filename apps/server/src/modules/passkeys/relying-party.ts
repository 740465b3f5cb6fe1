import type { Config } from '../../config.ts';
import { mailOrigin } from '../../config.ts';

/** How long a registration's or a login's passkey challenge may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const RP_NAME = 'Tack';

/**
 * The relying party a passkey is bound to: PUBLIC_URL's host (or this machine's address in
 * development), and the origin the browser must report. A passkey made for one host does not
 * sign for another.
 */
export function relyingParty(config: Config): { rpID: string; origin: string } {
  const url = new URL(mailOrigin(config));
  return { rpID: url.hostname, origin: url.origin };
}
