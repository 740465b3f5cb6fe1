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
import { IMMUTABLE, isMediaKey } from './media-keys.ts';
import { coverKeyOf } from './sizes.ts';

const notFound = () => new AppError(404, 'not_found', 'No such image');
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

/**
 * `GET /media/<key>` serves stored media forever-cached (streamed, or a redirect to the bucket); `POST /v3/media/uploads/` takes an upload. */
export async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: opts.limits.maxBytes, ...UPLOAD_FORM_LIMITS },
  });

  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key)) throw notFound();
    // A board cover size an older image lacks is made on first request (cover-backfill.ts).
    const ensure = async () =>
      (await opts.storage.exists(key)) ||
      (await backfillCover(opts.db, opts.storage, key, (d) => opts.decodeQueue.run(d)));
    // S3_SERVE=redirect: the browser fetches the bytes from the bucket or CDN. Playlists stay
    // here: they name their segments by root-relative `/media/` paths, which must resolve to us.
    const direct = key.endsWith('.m3u8') ? null : await opts.storage.directUrl?.(key);
    if (direct) {
      if (coverKeyOf(key) && !(await ensure())) throw notFound();
      return reply
        .status(302)
        .header('Location', direct.url)
        .header('Cache-Control', direct.cacheControl)
        .send();
    }
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff');
    // Video players and HLS byte-range playlists ask for parts of a file: its size first.
    if (request.headers.range) {
      const stat =
        (await opts.storage.stat(key)) ?? ((await ensure()) && (await opts.storage.stat(key)));
      if (!stat) throw notFound();
      const range = byteRange(request.headers.range, stat.bytes);
      if (range === 'unsatisfiable')
        return reply.status(416).header('Content-Range', `bytes */${stat.bytes}`).send();
      if (range) {
        const part = await opts.storage.get(key, range);
        if (!part) throw notFound();
        return reply
          .status(206)
          .header('Content-Type', part.contentType)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${part.bytes}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(part.body);
      }
    }
    let found = await opts.storage.get(key);
    if (!found && (await ensure())) found = await opts.storage.get(key);
    if (!found) throw notFound();
    return reply
      .header('Content-Type', found.contentType)
      .header('Content-Length', found.bytes)
      .send(found.body);
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
