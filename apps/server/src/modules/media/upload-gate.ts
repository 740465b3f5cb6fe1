import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { MediaRoutesOptions } from './media.routes.ts';
import { tooManyUploads } from './upload-form.ts';

/**
 * Refuses an upload before its body is read: signed out, not a form (another multipart type
 * would otherwise meet Fastify's "send JSON" answer), the decode line is full (not counted
 * against the user), or the user is over their upload limit.
 */
export function uploadGate(opts: MediaRoutesOptions) {
  return async (request: FastifyRequest) => {
    const viewerId = opts.getViewerId(request);
    if (!viewerId) throw unauthorized('Log in to upload');
    if (!/^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type']?.trim() ?? ''))
      throw new AppError(
        415,
        'unsupported_media',
        'Send the image as multipart/form-data in the field "image"',
        'image',
      );
    opts.decodeQueue.admit();
    const limit = await opts.uploadLimiter.hit(viewerId);
    if (!limit.allowed) throw tooManyUploads(limit.retryAfterSeconds);
  };
}
