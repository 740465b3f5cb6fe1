import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedImage, VideoUpload } from '@tack/contract';
import type { Kysely } from 'kysely';
import type { AppContext, CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ingestImage } from '../media/media.service.ts';
import { imageUrls } from '../media/sizes.ts';
import type { JobRow } from '../jobs/jobs.repository.ts';
import { PermanentJobError } from '../jobs/retry.ts';
import { extractPoster, transcodeVideo } from './video-transcode.ts';
import { probeVideo, VideoRefused } from './video-probe.ts';
import {
  findOwnUpload,
  findUpload,
  markFailed,
  markReady,
  setProbed,
  syncVideoPins,
  type VideoUploadRow,
} from './videos.repository.ts';
import type { StoredVideo } from './video-media.ts';

export const VIDEO_JOB = 'video.transcode';
/** Tries before a video is given up on (a crash mid-transcode is retried). */
export const VIDEO_JOB_ATTEMPTS = 3;

async function posterOf(db: Kysely<Database>, signature: string | null) {
  if (!signature) return null;
  const img = await db
    .selectFrom('images')
    .selectAll()
    .where('signature', '=', signature)
    .executeTakeFirst();
  if (!img) return null;
  const poster: UploadedImage = {
    imageSignature: img.signature,
    width: img.width,
    height: img.height,
    dominantColor: img.dominant_color,
    images: imageUrls(img.signature, img.width, img.height),
  };
  return poster;
}

export async function presentUpload(
  db: Kysely<Database>,
  row: VideoUploadRow,
): Promise<VideoUpload> {
  return {
    id: row.id,
    state: row.state,
    poster: await posterOf(db, row.poster_signature),
    width: row.width,
    height: row.height,
    duration: row.duration_ms,
    error: row.error,
  };
}

/** The viewer's own upload (another person's answers 404, as a missing one). */
export async function getVideoUpload(ctx: CallContext, id: string): Promise<VideoUpload> {
  const row = await findOwnUpload(ctx.db, ctx.viewer!.id, id);
  if (!row) throw notFound('Video');
  return presentUpload(ctx.db, row);
}

/**
 * The upload a new pin (or an idea pin's page) shows, checked: the viewer's own, read far
 * enough to have a poster, and not failed. `needReady` for idea pin pages, whose videos are
 * copied into the pin when it is published.
 */
export async function usableUpload(
  ctx: CallContext,
  id: string,
  field: string,
  needReady = false,
): Promise<VideoUploadRow & { poster_signature: string }> {
  const row = await findOwnUpload(ctx.db, ctx.viewer!.id, id);
  if (!row) throw badRequest('That video was not uploaded here. Upload it again.', field);
  if (row.state === 'failed') throw badRequest(row.error ?? 'That video could not be used', field);
  if (!row.poster_signature || (needReady && row.state !== 'ready'))
    throw conflict('The video is still processing. Try again in a moment.', field);
  return row as VideoUploadRow & { poster_signature: string };
}

/** The stored video of a ready upload. */
export const storedVideoOf = (row: VideoUploadRow): StoredVideo =>
  JSON.parse(row.media!) as StoredVideo;

/**
 * The `video.transcode` job: probes the upload, stores its poster frame (through the image
 * pipeline, so it has every image size) as soon as it has one, transcodes it, then marks it
 * ready and updates the pins showing it. A file that is no readable video, or a last try that
 * failed, marks it failed (with words for the person) and removes the original.
 */
export function videoJob(ctx: AppContext) {
  return async (payload: unknown, job: JobRow) => {
    const { uploadId } = payload as { uploadId: string };
    const row = await findUpload(ctx.db, uploadId);
    if (!row || row.state !== 'processing') return;
    const fail = async (message: string) => {
      await ctx.db.transaction().execute(async (trx) => {
        await markFailed(trx, row.id, message);
        await syncVideoPins(trx, row.id);
      });
      if (row.source_path) await fs.promises.rm(row.source_path, { force: true });
    };
    if (!row.source_path || !fs.existsSync(row.source_path)) {
      await fail('The uploaded file was lost before it was processed. Upload it again.');
      throw new PermanentJobError('video source missing');
    }
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tack-video-'));
    try {
      const probe = await probeVideo(row.source_path, ctx.config.video.maxSeconds);
      if (!row.poster_signature) {
        const jpeg = await extractPoster(row.source_path, dir, probe);
        const poster = await ingestImage(ctx.db, ctx.storage, jpeg, ctx.config.upload, (d) =>
          ctx.decodeQueue.run(d),
        );
        await setProbed(ctx.db, row.id, {
          width: probe.width,
          height: probe.height,
          duration_ms: probe.durationMs,
          poster_signature: poster.imageSignature,
        });
      }
      const stored = await transcodeVideo(ctx.storage, row.source_path, dir, probe);
      // One commit: whoever sees the upload ready also sees its pins showing the video.
      await ctx.db.transaction().execute(async (trx) => {
        await markReady(trx, row.id, stored);
        await syncVideoPins(trx, row.id);
      });
      await fs.promises.rm(row.source_path, { force: true });
    } catch (err) {
      if (err instanceof VideoRefused) {
        await fail(err.message);
        throw new PermanentJobError(err.message);
      }
      if (job.attempts >= job.max_attempts)
        await fail("We couldn't process that video. Try uploading it again.");
      throw err;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
}
