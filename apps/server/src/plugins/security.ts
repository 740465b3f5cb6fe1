import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Strict security headers. No inline scripts or styles anywhere: the web app is built to
 * external files, and React's style props go through the CSSOM, which CSP does not block.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { secure: boolean; frameOrigins?: string[]; mediaOrigins?: string[] },
): Promise<void> {
  await app.register(helmet, {
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
    strictTransportSecurity: opts.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    );
  });
}
