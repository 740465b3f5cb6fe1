import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { exportFileName } from './export-paths.ts';
import { exportZip } from './export-zip.ts';

/** Exports per person per hour: each one reads every row and image the account has. */
export const EXPORT_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/**
 * `GET /v3/users/me/export/`: "Download your data", a zip of the signed-in person's own data
 * (docs/export-format.md). A GET with no side effect, so a plain download link works and needs
 * no CSRF token: another site can start it, but only the person's own browser receives the file.
 * Rate-limited, and one at a time per person, since each reads the whole account.
 */
export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.sharedState, 'exports', EXPORT_LIMIT);
  const running = new Set<string>();
  app.get('/v3/users/me/export/', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized('Log in to download your data');
    if (running.has(viewer.id))
      throw new AppError(
        429,
        'rate_limited',
        'Your data is already downloading. Wait for that download to finish.',
        undefined,
        30,
      );
    running.add(viewer.id);
    // Ends with the response, finished, refused or cut short (the client went away).
    reply.raw.once('close', () => running.delete(viewer.id));
    const limit = await limiter.hit(viewer.id);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const exportedAt = new Date();
    const body = exportZip({
      db: ctx.db,
      storage: ctx.storage,
      userId: viewer.id,
      username: viewer.username,
      exportedAt,
      onMissing: (image) =>
        request.log.warn(
          { signature: image.signature },
          'an exported image is missing from the media store',
        ),
    });
    return reply
      .header('Content-Type', 'application/zip')
      .header(
        'Content-Disposition',
        `attachment; filename="${exportFileName(viewer.username, exportedAt)}"`,
      )
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  });
}
