import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Tack';

const totpOf = (secret: string, label = 'account') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans. */
export const otpauthUri = (secret: string, label: string) => totpOf(secret, label).toString();

/** The time step (30 s) a timestamp falls in. */
export const stepAt = (now: number) => Math.floor(now / 1000 / PERIOD);

/**
 * The time step a 6-digit code belongs to, or null when it matches none. One step either side
 * is accepted, for clocks a little apart and a code typed as it changed.
 */
export function matchStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code for a timestamp (tests, and nothing else, compute codes on the server). */
export const codeAt = (secret: string, now: number) => totpOf(secret).generate({ timestamp: now });
