import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { ok } from '../../lib/v3-reply.ts';
import type { MediaRoutesOptions } from '../media/media.routes.ts';
import { tooManyUploads, uploadFormError } from '../media/upload-form.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { NOT_A_VIDEO, probeVideo, sniffVideo, VideoRefused } from './video-probe.ts';
import { insertUpload } from './videos.repository.ts';
import { presentUpload, VIDEO_JOB, VIDEO_JOB_ATTEMPTS } from './videos.service.ts';
import { findUpload } from './videos.repository.ts';

export const ONE_VIDEO = 'Send one video in the field "video" and nothing else.';
const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'too_large',
    `That video is over ${Math.floor(maxBytes / 1048576)} MB. Choose a smaller or shorter one.`,
    'video',
  );

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Streams the form's one `video` file to `dest` (never held in memory), at most `maxBytes`. */
async function receiveVideo(request: FastifyRequest, dest: string, maxBytes: number) {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'video') {
      part?.file.resume();
      throw badRequest(ONE_VIDEO, 'video');
    }
    await pipeline(part.file, fs.createWriteStream(dest));
  } catch (err) {
    throw err instanceof AppError ? err : uploadFormError(err, maxBytes);
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
}

/**
 * `POST /v3/media/videos/` takes one video (field `video`, multipart) up to VIDEO_MAX_BYTES,
 * streamed to disk. Before anything is queued it is checked by its bytes (an MP4, MOV or WebM
 * container) and by ffprobe (a picture, a length within VIDEO_MAX_SECONDS): a bad or huge file
 * is a 4xx in words. Then the `video.transcode` job does the rest; the answer is the upload
 * (`processing`), which `VideoUploadResource` get follows.
 */
export function videoUploadRoute(app: FastifyInstance, opts: MediaRoutesOptions): void {
  const { video } = opts;
  app.post(
    '/v3/media/videos/',
    {
      onRequest: async (request) => {
        const viewerId = opts.getViewerId(request);
        if (!viewerId) throw unauthorized('Log in to upload');
        if (!/^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type']?.trim() ?? ''))
          throw new AppError(
            415,
            'unsupported_media',
            'Send the video as multipart/form-data in the field "video"',
            'video',
          );
        if (Number(request.headers['content-length'] ?? 0) > video.maxBytes + 64 * 1024)
          throw tooLarge(video.maxBytes);
        const limit = await opts.uploadLimiter.hit(viewerId);
        if (!limit.allowed) throw tooManyUploads(limit.retryAfterSeconds);
      },
    },
    async (request) => {
      const viewerId = opts.getViewerId(request)!;
      const id = newId();
      await fs.promises.mkdir(video.sourceDir, { recursive: true });
      const source = path.join(video.sourceDir, id);
      try {
        await receiveVideo(request, source, video.maxBytes);
        if (!sniffVideo(await readHead(source)))
          throw new AppError(415, 'unsupported_media', NOT_A_VIDEO, 'video');
        const { size } = await fs.promises.stat(source);
        try {
          await probeVideo(source, video.maxSeconds);
        } catch (err) {
          if (err instanceof VideoRefused)
            throw new AppError(
              /seconds/.test(err.message) ? 413 : 415,
              'unsupported_media',
              err.message,
              'video',
            );
          throw err;
        }
        await opts.db.transaction().execute(async (trx) => {
          await insertUpload(trx, { id, user_id: viewerId, source_path: source, bytes: size });
          await enqueueJob(trx, VIDEO_JOB, { uploadId: id }, { maxAttempts: VIDEO_JOB_ATTEMPTS });
        });
      } catch (err) {
        await fs.promises.rm(source, { force: true });
        request.log.info({ err }, 'video upload refused');
        throw err;
      }
      video.queued();
      return ok(await presentUpload(opts.db, (await findUpload(opts.db, id))!));
    },
  );
}
