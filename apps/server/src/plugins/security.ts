import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's answers go without the security headers (a probe for machines). */
    securityHeaders?: boolean;
  }
}

/**
 * Strict security headers. No inline scripts or styles anywhere: the web app is built to
 * external files, and React's style props go through the CSSOM, which CSP does not block.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { secure: boolean; frameOrigins?: string[]; mediaOrigins?: string[] },
): void {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          // Media redirected to a bucket or CDN (S3_SERVE=redirect) loads from its origin; hls.js
          // fetches playlists' segments, so connect-src too.
          imgSrc: ["'self'", 'data:', 'blob:', ...(opts.mediaOrigins ?? [])],
          mediaSrc: ["'self'", 'blob:', ...(opts.mediaOrigins ?? [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(opts.mediaOrigins ?? [])],
          // Survey messages may frame our own pages and the configured survey origins.
          frameSrc: ["'self'", ...(opts.frameOrigins ?? [])],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.secure
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
  // Set on every answer, errors and not-found included, by one synchronous hook; a route for
  // machines can opt out (`config: { securityHeaders: false }`: /healthz).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet writes for these options, computed once: none of our directives depends on
 * the request (no nonces), and building them per request (as @fastify/helmet does) cost more
 * than a health check's own work.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
