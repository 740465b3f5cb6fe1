import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

export const UPLOAD_CUT_OFF = 'The upload was cut off before it finished. Try again.';
export const UPLOAD_ONE_IMAGE = 'Send one image in the field "image" and nothing else.';
export const UPLOAD_MALFORMED =
  'That isn\'t a valid upload form. Send the image as multipart/form-data in the field "image".';

/** The multipart limits: one file part and nothing else worth parsing. */
export const UPLOAD_FORM_LIMITS = { files: 1, fields: 5, parts: 6 } as const;

export const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'too_large',
    `That image is over ${Math.floor(maxBytes / 1048576)} MB. Choose a smaller file.`,
  );

export const tooManyUploads = (retryAfter: number) =>
  new AppError(
    429,
    'rate_limited',
    `You've uploaded a lot of images in a short time. Try again in ${retryAfter} seconds.`,
    undefined,
    retryAfter,
  );

/**
 * What an error raised while parsing an upload's multipart body means to the person sending it.
 * Everything here comes from the client's bytes (busboy's "Part terminated early", "Unexpected
 * end of multipart data", "Boundary not found", @fastify/multipart's limit errors), so it is
 * always a 4xx, never a 500.
 */
export function uploadFormError(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PROTO_VIOLATION'
  )
    return badRequest(UPLOAD_ONE_IMAGE, 'image');
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    code === 'ECONNRESET' ||
    /terminated early|unexpected end/i.test(message)
  )
    return badRequest(UPLOAD_CUT_OFF, 'image');
  return badRequest(UPLOAD_MALFORMED, 'image');
}

/**
 * Reads the one image of an upload form into memory (at most `maxBytes`). Any other part, a
 * second file or none at all is a 400, as is a body that breaks off or is not multipart at all.
 */
export async function readUploadedImage(
  request: FastifyRequest,
  maxBytes: number,
): Promise<Buffer> {
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'image' || image) {
        if (part.type === 'file') part.file.resume();
        throw badRequest(UPLOAD_ONE_IMAGE, 'image');
      }
      image = await part.toBuffer();
    }
  } catch (err) {
    const error = uploadFormError(err, maxBytes);
    request.log.info({ err }, `upload refused: ${error.message}`);
    throw error;
  }
  if (!image) throw badRequest(UPLOAD_ONE_IMAGE, 'image');
  return image;
}
