import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { ok } from '../../lib/v3-reply.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { UPLOAD_CUT_OFF, UPLOAD_ONE_IMAGE, uploadFormError } from '../media/upload-form.ts';
import { IMPORT_JOB, IMPORT_JOB_ATTEMPTS, type ImportJobPayload } from './import-job.ts';
import { ImportRefused } from './import-plan.ts';
import { activeImportOf, findImport, insertImport } from './imports.repository.ts';
import { presentImports } from './imports.service.ts';
import { planFromUpload } from './read-upload.ts';
import { gib } from './zip-rules.ts';

/** Import uploads per person per hour: each is parsed whole. */
export const IMPORT_UPLOAD_LIMIT = { max: 10, windowMs: 60 * 60_000 };

const ONE_FILE = 'Send one file in the field "file" and nothing else.';
const MALFORMED =
  'That isn\'t a valid upload form. Send the file as multipart/form-data in the field "file".';
const ALREADY_RUNNING =
  'An import of yours is still running. Wait for it to finish, then import the next file.';
const tooLarge = (max: number) =>
  new AppError(
    413,
    'too_large',
    `That file is over ${gib(max)}. Tack imports files up to that size.`,
    'file',
  );

/** The form's one `file`, streamed to `dest` (never held in memory), at most `maxBytes`. */
async function receiveFile(request: FastifyRequest, dest: string, maxBytes: number) {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(ONE_FILE, 'file');
    }
    await pipeline(part.file, fs.createWriteStream(dest));
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The image upload's words for a broken form, said of a file.
    const e = uploadFormError(err, maxBytes);
    if (e.status === 413) throw tooLarge(maxBytes);
    throw badRequest(
      e.message === UPLOAD_CUT_OFF
        ? UPLOAD_CUT_OFF
        : e.message === UPLOAD_ONE_IMAGE
          ? ONE_FILE
          : MALFORMED,
      'file',
    );
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  return part.filename.slice(0, 200) || 'upload';
}

/** A refused file is the asker's to fix: its words, on the `file` field. */
const refusal = (err: ImportRefused) =>
  new AppError(
    err.status,
    err.status === 415 ? 'unsupported_media' : err.status === 413 ? 'too_large' : 'bad_request',
    err.message,
    'file',
  );

/**
 * `POST /v3/users/me/imports/`: one file (multipart, field `file`) up to IMPORT_MAX_BYTES,
 * streamed to disk and read before anything is queued, so a file that is not one of the four
 * formats, a zip bomb, a zip with a path out of its folder or more than IMPORT_MAX_ITEMS items
 * is a 4xx in words now, not a failed job later. Then the `import.run` job does the rest; the
 * answer is the import (`queued`), which `UserImportResource` get follows. One import per person
 * at a time (409 while one runs), and IMPORT_UPLOAD_LIMIT uploads an hour.
 */
export function importRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.sharedState, 'imports', IMPORT_UPLOAD_LIMIT);
  const dir = path.join(ctx.config.dataDir, 'imports');
  const { maxBytes } = ctx.config.imports;
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    });
    scope.post(
      '/v3/users/me/imports/',
      {
        // Refused before the body is read: signed out, not a form, too large, busy, too often.
        onRequest: async (request) => {
          const viewer = request.viewer;
          if (!viewer) throw unauthorized('Log in to import');
          if (!/^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type']?.trim() ?? ''))
            throw new AppError(
              415,
              'unsupported_media',
              'Send the file as multipart/form-data in the field "file"',
              'file',
            );
          if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024)
            throw tooLarge(maxBytes);
          if (await activeImportOf(ctx.db, viewer.id)) throw conflict(ALREADY_RUNNING, 'file');
          const limit = await limiter.hit(viewer.id);
          if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
        },
      },
      async (request) => {
        const viewer = request.viewer!;
        const id = newId();
        await fs.promises.mkdir(dir, { recursive: true });
        const file = path.join(dir, `${id}.upload`);
        let keep = false;
        try {
          const fileName = await receiveFile(request, file, maxBytes);
          const { plan, keepFile } = await planFromUpload(file, {
            maxItems: ctx.config.imports.maxItems,
            maxUnzippedBytes: ctx.config.imports.maxUnzippedBytes,
            maxZipRatio: ctx.config.imports.maxZipRatio,
            pinterestImageBase: ctx.config.imports.pinterestImageBase,
          }).catch((err: unknown) => {
            throw err instanceof ImportRefused ? refusal(err) : err;
          });
          const filePath = keepFile ? file : null;
          const payload: ImportJobPayload = { importId: id, filePath };
          try {
            await ctx.db.transaction().execute(async (trx) => {
              await insertImport(trx, { id, userId: viewer.id, fileName, filePath, plan });
              await enqueueJob(trx, IMPORT_JOB, payload, { maxAttempts: IMPORT_JOB_ATTEMPTS });
            });
          } catch (err) {
            // Two uploads at once: the one-active-import index let only one in.
            if (await activeImportOf(ctx.db, viewer.id)) throw conflict(ALREADY_RUNNING, 'file');
            throw err;
          }
          keep = keepFile;
        } catch (err) {
          request.log.info({ err }, 'import upload refused');
          throw err;
        } finally {
          if (!keep) await fs.promises.rm(file, { force: true });
        }
        ctx.jobs.poke();
        return ok((await presentImports(ctx, [(await findImport(ctx.db, id))!]))[0]);
      },
    );
  });
}
