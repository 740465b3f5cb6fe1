import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The /offsite/ token: an HMAC-SHA256 over the pin and the link with the server's signing key
 * (modules/account/keyring.ts), so /offsite/ only ever redirects to a link the server itself
 * handed out for that pin: it is never an open redirect. The `offsite` prefix keeps these
 * MACs apart from anything else signed with the same key.
 */
function mac(key: Uint8Array, pinId: string, url: string): Buffer {
  return createHmac('sha256', key).update(`offsite\n${pinId}\n${url}`).digest();
}

export function signOffsite(key: Uint8Array, pinId: string, url: string): string {
  return mac(key, pinId, url).toString('base64url');
}

/** Checks a token in constant time; never throws. */
export function verifyOffsite(key: Uint8Array, pinId: string, url: string, token: string): boolean {
  const expected = mac(key, pinId, url);
  let given: Buffer;
  try {
    given = Buffer.from(token, 'base64url');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}
