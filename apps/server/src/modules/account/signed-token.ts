import { errors, jwtVerify, SignJWT } from 'jose';

/** What a signed link is for: a token made for one purpose is refused for every other. */
export type LinkPurpose = 'verify_email' | 'email_change' | 'password_reset' | 'unsubscribe';

export interface LinkClaims {
  /** The user the link is for. */
  sub: string;
  purpose: LinkPurpose;
  /** The single-use secret (its hash is the token row's id); absent on unsubscribe links. */
  jti?: string;
}

/** Why a link was refused. `expired` still names its user, so a new link can be offered. */
export type LinkProblem = 'malformed' | 'forged' | 'expired' | 'wrong_purpose';
export type LinkCheck =
  | { ok: true; claims: LinkClaims }
  | { ok: false; problem: LinkProblem; expiredClaims?: LinkClaims };

const ALG = 'HS256';
const ISSUER = 'tack';

/**
 * A link token: a JWT signed with the server's key (HS256 only, issuer and purpose as audience),
 * by jose. `ttlSeconds` omitted: no expiry (unsubscribe links work as long as the mail exists).
 */
export async function signLink(
  key: Uint8Array,
  claims: LinkClaims,
  opts: { ttlSeconds?: number; now?: number } = {},
): Promise<string> {
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  const jwt = new SignJWT(claims.jti ? { jti: claims.jti } : {})
    .setProtectedHeader({ alg: ALG })
    .setIssuer(ISSUER)
    .setAudience(claims.purpose)
    .setSubject(claims.sub)
    .setIssuedAt(now);
  if (opts.ttlSeconds !== undefined) jwt.setExpirationTime(now + opts.ttlSeconds);
  return jwt.sign(key);
}

/** Checks a link token's signature, issuer, purpose and expiry. Never throws. */
export async function checkLink(
  key: Uint8Array,
  token: string,
  purpose: LinkPurpose,
  now = Date.now(),
): Promise<LinkCheck> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) || token.length > 2000)
    return { ok: false, problem: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: purpose,
      currentDate: new Date(now),
    });
    return { ok: true, claims: claimsOf(payload, purpose) };
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      return { ok: false, problem: 'expired', expiredClaims: claimsOf(err.payload, purpose) };
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'aud')
      return { ok: false, problem: 'wrong_purpose' };
    if (err instanceof errors.JWSSignatureVerificationFailed)
      return { ok: false, problem: 'forged' };
    return { ok: false, problem: 'malformed' };
  }
}

function claimsOf(payload: { sub?: unknown; jti?: unknown }, purpose: LinkPurpose): LinkClaims {
  return {
    sub: String(payload.sub ?? ''),
    purpose,
    ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
  };
}
