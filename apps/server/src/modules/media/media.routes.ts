import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import type { ImageLimits } from './image-pipeline.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { DecodeQueue } from './decode-queue.ts';
import { ingestImage } from './media.service.ts';
import { backfillCover } from './cover-backfill.ts';
import type { MediaStorage } from './storage.ts';
import { readUploadedImage, UPLOAD_FORM_LIMITS } from './upload-form.ts';
import { avatarRoutes } from '../settings/avatar.routes.ts';
import { uploadGate } from './upload-gate.ts';
import { byteRange } from './byte-range.ts';
import { videoUploadRoute } from '../videos/video-upload.routes.ts';

export interface MediaRoutesOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  limits: ImageLimits;
  /** Uploads per user (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_SECONDS). */
  uploadLimiter: RateLimiter;
  /** Bounds concurrent decodes and the uploads waiting for one. */
  decodeQueue: DecodeQueue;
  getViewerId: (request: FastifyRequest) => string | null;
  /** Video uploads: their limits, where originals wait, and a nudge for the job worker. */
  video: { maxBytes: number; maxSeconds: number; sourceDir: string; queued: () => void };
}

/** `GET /media/<key>` serves stored sizes forever-cached; `POST /v3/media/uploads/` takes an upload. */
export async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: opts.limits.maxBytes, ...UPLOAD_FORM_LIMITS },
  });

  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    let found = await opts.storage.get(key);
    if (!found && (await backfillCover(opts.db, opts.storage, key, (d) => opts.decodeQueue.run(d))))
      found = await opts.storage.get(key);
    if (!found) throw new AppError(404, 'not_found', 'No such image');
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Type', found.contentType)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff');
    // Video players and HLS byte-range playlists ask for parts of a file.
    const range = byteRange(request.headers.range, found.bytes);
    if (range === 'unsatisfiable') {
      found.body.destroy();
      return reply.status(416).header('Content-Range', `bytes */${found.bytes}`).send();
    }
    if (range) {
      found.body.destroy();
      const part = await opts.storage.get(key, range);
      if (!part) throw new AppError(404, 'not_found', 'No such image');
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${found.bytes}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(part.body);
    }
    return reply.header('Content-Length', found.bytes).send(found.body);
  });

  app.post('/v3/media/uploads/', { onRequest: uploadGate(opts) }, async (request) => {
    const body = await readUploadedImage(request, opts.limits.maxBytes);
    return ok(
      await ingestImage(opts.db, opts.storage, body, opts.limits, (decode) =>
        opts.decodeQueue.run(decode),
      ),
    );
  });
  // Profile pictures go through the same form, limits, decode line and sizes.
  avatarRoutes(app, opts);
  videoUploadRoute(app, opts);
}
