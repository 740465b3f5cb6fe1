import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import type { SharedState } from '../../lib/shared-state/shared-state.ts';
import { exportFileName } from './export-paths.ts';
import { exportZip } from './export-zip.ts';

/** Exports per person per hour: each one reads every row and image the account has. */
export const EXPORT_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/**
 * The downloads running, one per person at most, on whichever process or node serves them: a
 * window of one in the shared state, held while the download runs. A node that dies mid-download
 * cannot end its window: it ends by itself after 15 minutes.
 */
export const downloadsRunning = (state: SharedState) =>
  createRateLimiter(state, 'export-running', { max: 1, windowMs: 15 * 60_000 });

/**
 * `body`, with `beforeEnd` awaited before its last byte goes out: a client that has the whole
 * file sees what `beforeEnd` did (a download freed before the next one is asked for).
 */
function endingWith(body: Readable, beforeEnd: () => Promise<void>): Readable {
  const out = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    flush: (done) => void beforeEnd().then(() => done()),
  });
  // An error in the zip cuts the response short, as it did without this stage.
  return pipeline(body, out, () => {});
}

/**
 * `GET /v3/users/me/export/`: "Download your data", a zip of the signed-in person's own data
 * (docs/export-format.md). A GET with no side effect, so a plain download link works and needs
 * no CSRF token: another site can start it, but only the person's own browser receives the file.
 * Rate-limited, and one at a time per person, since each reads the whole account.
 */
export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.sharedState, 'exports', EXPORT_LIMIT);
  const running = downloadsRunning(ctx.sharedState);
  app.get('/v3/users/me/export/', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized('Log in to download your data');
    if (!(await running.hit(viewer.id)).allowed)
      throw new AppError(
        429,
        'rate_limited',
        'Your data is already downloading. Wait for that download to finish.',
        undefined,
        30,
      );
    // Freed once: before the last byte of a finished download, or when the response closes
    // otherwise (refused, failed, or cut short by the client going away).
    let freed: Promise<void> | null = null;
    const free = () =>
      (freed ??= running.reset(viewer.id).catch((err: unknown) => {
        request.log.warn({ err }, 'could not mark a data download as finished');
      }));
    reply.raw.once('close', () => void free());
    const limit = await limiter.hit(viewer.id);
    if (!limit.allowed) {
      await free();
      throw tooManyRequests(limit.retryAfterSeconds);
    }
    const exportedAt = new Date();
    const zip = exportZip({
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
      .send(endingWith(zip, free));
  });
}
