import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { isTouchDue, touchSession } from '../modules/sessions/session-activity.ts';

/** The signed-in person as every call sees them (account settings stay out of it). */
export type ViewerRow = Omit<
  Selectable<UsersTable>,
  'password_hash' | 'deactivated_at' | 'message_policy'
>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: ViewerRow | null;
  }
}

export const SESSION_COOKIE = 'tack_session';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface SessionOptions {
  db: Kysely<Database>;
  secure: boolean;
  ttlMs: number;
}

/**
 * Server-side sessions and CSRF protection. The session cookie holds a random 256-bit token;
 * the database keeps only its hash. CSRF uses a double-submit token: a readable cookie that
 * the client echoes in a header on every unsafe method, plus an Origin check when sent.
 *
 * A browser without the CSRF cookie gets one from a page, from /healthz (the web app's fallback)
 * or from any unsafe call (refused, so it can try again). An API or file GET mints none unless
 * the call needs it (`csrfToken`): most never read it, and minting cost as much as a health check.
 */
export async function registerSessions(app: FastifyInstance, opts: SessionOptions): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('viewer', null);

  // Callback style: a request without a session cookie (most) costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    // The v5 API is for bearer tokens only (modules/v5): a cookie never signs a call in there,
    // so there is nothing for a forged cross-site request to ride on, and no CSRF token to check.
    if (isBearerApiPath(request.url)) {
      done();
      return;
    }
    const unsafe = UNSAFE.has(request.method);
    if (!validToken(request.cookies[CSRF_COOKIE]) && (unsafe || !mintsLazily(request.url)))
      mintCsrf(request, reply, opts.secure);
    if (unsafe) {
      try {
        checkCsrf(request, request.cookies[CSRF_COOKIE]!);
      } catch (err) {
        done(err as Error);
        return;
      }
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    loadViewer(opts.db, token, request.ip).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
  });
  app.decorateReply(SECURE_COOKIES, opts.secure);
}

/** Paths whose GETs mint no CSRF token up front: the API and files (not pages, not /healthz). */
const LAZY_PREFIXES = ['/resource/', '/v3/', '/media/', '/assets/'];
const mintsLazily = (url: string) => LAZY_PREFIXES.some((p) => url.startsWith(p));
const validToken = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
const SECURE_COOKIES = Symbol('secure cookies');

/** Random bytes for CSRF tokens, drawn from the system in batches (as randomUUID does). */
let csrfEntropy = Buffer.alloc(0);
let csrfEntropyAt = 0;
function newCsrfToken(): string {
  if (csrfEntropyAt + 32 > csrfEntropy.length) {
    csrfEntropy = randomBytes(32 * 256);
    csrfEntropyAt = 0;
  }
  csrfEntropyAt += 32;
  return csrfEntropy.toString('base64url', csrfEntropyAt - 32, csrfEntropyAt);
}

function mintCsrf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const csrf = newCsrfToken();
  reply.setCookie(CSRF_COOKIE, csrf, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  request.cookies[CSRF_COOKIE] = csrf;
  return csrf;
}

/**
 * This browser's CSRF token, minted now (and set as its cookie) when it has none: what a call
 * that keys a signed-out visitor's state on it reads.
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = request.cookies[CSRF_COOKIE];
  if (validToken(token)) return token;
  return mintCsrf(request, reply, (reply as unknown as Record<symbol, boolean>)[SECURE_COOKIES]!);
}

/** `/v5` and everything under it: Pinterest's API v5, answered to bearer tokens only. */
export const isBearerApiPath = (url: string) => url === '/v5' || /^\/v5[/?]/.test(url);

/**
 * The page that sent an unsafe request must be ours: its Origin, or without one its Referer, must
 * name this host. `request.host` reads X-Forwarded-Host only behind a trusted proxy
 * (TRUST_PROXY=1), so a client cannot vouch for itself with a forwarded header.
 */
function checkCsrf(request: FastifyRequest, cookieToken: string): void {
  const origin = request.headers.origin;
  const source = origin && origin !== 'null' ? origin : request.headers.referer;
  if (source && hostOf(source) !== request.host)
    throw new AppError(403, 'csrf', 'Cross-site request refused');
  const sent = request.headers[CSRF_HEADER];
  const a = Buffer.from(typeof sent === 'string' ? sent : '');
  const b = Buffer.from(cookieToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new AppError(
      403,
      'csrf',
      'CSRF token missing or invalid. Reload the page and try again.',
    );
  }
}

/** The host (with port) of a URL, or null for anything unparseable, which never matches. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * The user columns every call's viewer carries: sessions and API tokens alike (a business profile
 * acted as carries the same).
 */
export const VIEWER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.first_name',
  'users.full_name',
  'users.avatar_signature',
  'users.role',
  'users.country',
  'users.locale',
  'users.account_type',
  'users.is_employee',
  'users.is_partner',
  'users.weight_loss_ads_opted_out',
  'users.business_requires_mfa',
  'users.created_at',
  'users.email_verified_at',
  'users.onboarded_at',
  'users.use_case',
  'users.password_reset_required',
  'users.about',
  'users.website_url',
  'users.theme',
] as const;

async function loadViewer(
  db: Kysely<Database>,
  token: string | undefined,
  ip: string,
): Promise<ViewerRow | null> {
  if (!token || token.length > 100) return null;
  const found = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([...VIEWER_COLUMNS, 'sessions.id as session_id', 'sessions.last_used_at'])
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    // Deactivating ends every session; this keeps one that raced it from counting.
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!found) return null;
  const { session_id, last_used_at, ...row } = found;
  // Settings lists each session's last use; written at most once a minute per session.
  const now = Date.now();
  if (isTouchDue(last_used_at, now)) await touchSession(db, session_id, ip, now);
  return row;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  opts: { secure: boolean; ttlMs: number },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    maxAge: Math.floor(opts.ttlMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
