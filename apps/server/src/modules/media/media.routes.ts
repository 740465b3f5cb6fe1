import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import type { ImageLimits } from './image-pipeline.ts';
import { ingestImage } from './media.service.ts';
import type { MediaStorage } from './storage.ts';

export interface MediaRoutesOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  limits: ImageLimits;
  getViewerId: (request: FastifyRequest) => string | null;
}

/** `GET /media/<key>` serves stored sizes forever-cached; `POST /v3/media/uploads/` takes an upload. */
export async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: opts.limits.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const found = await opts.storage.get(key);
    if (!found) throw new AppError(404, 'not_found', 'No such image');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Type', found.contentType)
      .header('Content-Length', found.bytes)
      .header('X-Content-Type-Options', 'nosniff')
      .send(found.body);
  });

  app.post('/v3/media/uploads/', async (request) => {
    if (!opts.getViewerId(request)) throw unauthorized('Log in to upload');
    if (!request.isMultipart())
      throw badRequest('Send the image as multipart/form-data in the field "image"', 'image');
    const file = await request.file();
    if (!file || file.fieldname !== 'image')
      throw badRequest('Send the image in the field "image"', 'image');
    let body: Buffer;
    try {
      body = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          413,
          'too_large',
          `That image is over ${Math.floor(opts.limits.maxBytes / 1048576)} MB. Choose a smaller file.`,
        );
      }
      throw err;
    }
    return ok(await ingestImage(opts.db, opts.storage, body, opts.limits));
  });
}
