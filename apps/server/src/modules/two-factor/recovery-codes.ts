import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tack/contract/account';

/** Crockford's base32 letters: no i, l, o or u to misread. 16 of them carry 80 random bits. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

/** One recovery code as shown: `xxxx-xxxx-xxxx-xxxx`. */
function newCode(): string {
  let s = '';
  for (let i = 0; i < LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s.match(/.{4}/g)!.join('-');
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** A code as typed (any case, spaces or dashes) in the form it is hashed in, or null. */
export function normalizeRecoveryCode(typed: string): string | null {
  const s = typed.toLowerCase().replace(/[\s-]/g, '');
  return s.length === LENGTH && [...s].every((c) => ALPHABET.includes(c)) ? s : null;
}

/**
 * Stored as SHA-256: a code has 80 random bits, so (as for session tokens) a fast hash leaves
 * an offline search of a leaked table out of reach, and a check needs no slow hash per code.
 */
export const hashRecoveryCode = (normalized: string) =>
  createHash('sha256').update(`recovery:${normalized}`).digest('hex');
