import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import { ingestImage } from '../media/media.service.ts';
import type { MediaRoutesOptions } from '../media/media.routes.ts';
import { uploadGate } from '../media/upload-gate.ts';
import { readUploadedImage } from '../media/upload-form.ts';
import { toUserSummary } from '../users/users.mapper.ts';

/** A cropped picture may be a pixel off square (rounding in the browser's crop), no more. */
export const isSquare = (width: number, height: number) => Math.abs(width - height) <= 1;

/**
 * `POST /v3/users/me/avatar/` takes a square picture (the browser crops it) as the field
 * `image`, makes every size through the upload pipeline (the 136x136 small, 236x medium and
 * 474x large avatars among them) and makes it the viewer's avatar. `DELETE` removes it; the
 * image itself goes with the media cleanup once nothing uses it.
 */
export function avatarRoutes(app: FastifyInstance, opts: MediaRoutesOptions): void {
  const summary = async (userId: string) => {
    const row = await opts.db
      .selectFrom('users')
      .select(['id', 'username', 'first_name', 'full_name', 'avatar_signature'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return toUserSummary(row);
  };

  app.post('/v3/users/me/avatar/', { onRequest: uploadGate(opts) }, async (request) => {
    const viewerId = opts.getViewerId(request)!;
    const body = await readUploadedImage(request, opts.limits.maxBytes);
    const image = await ingestImage(opts.db, opts.storage, body, opts.limits, (decode) =>
      opts.decodeQueue.run(decode),
    );
    if (!isSquare(image.width, image.height))
      throw new AppError(
        400,
        'not_square',
        `A profile picture must be square (this one is ${image.width}x${image.height}). Crop it first.`,
        'image',
      );
    await opts.db
      .updateTable('users')
      .set({ avatar_signature: image.imageSignature })
      .where('id', '=', viewerId)
      .execute();
    return ok(await summary(viewerId));
  });

  app.delete('/v3/users/me/avatar/', async (request) => {
    const viewerId = opts.getViewerId(request);
    if (!viewerId) throw unauthorized('Log in to change your picture');
    await opts.db
      .updateTable('users')
      .set({ avatar_signature: null })
      .where('id', '=', viewerId)
      .execute();
    return ok(await summary(viewerId));
  });
}
