import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { uploadFormError } from './upload-form.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('uploadFormError', () => {
  it.each([
    [new Error('Part terminated early due to unexpected end of multipart data'), 400, /cut off/],
    [new Error('Unexpected end of multipart data'), 400, /cut off/],
    [new Error('Unexpected end of form'), 400, /cut off/],
    [coded('FST_MP_PREMATURE_CLOSE'), 400, /cut off/],
    [coded('ECONNRESET', 'aborted'), 400, /cut off/],
    [coded('FST_PARTS_LIMIT'), 400, /one image/],
    [coded('FST_FILES_LIMIT'), 400, /one image/],
    [coded('FST_FIELDS_LIMIT'), 400, /one image/],
    [coded('FST_PROTO_VIOLATION'), 400, /one image/],
    [coded('FST_REQ_FILE_TOO_LARGE'), 413, /over 2 MB/],
    [new Error('Multipart: Boundary not found'), 400, /multipart\/form-data/],
    [new TypeError('The needle cannot have a length bigger than 256.'), 400, /valid upload form/],
    ['a string', 400, /valid upload form/],
  ])('maps %s to a %i a person understands', (err, status, message) => {
    const e = uploadFormError(err, 2 * 1048576);
    expect(e).toBeInstanceOf(AppError);
    expect(e.status).toBe(status);
    expect(e.message).toMatch(message);
  });

  it('keeps an AppError as it is', () => {
    const own = new AppError(418, 'teapot', 'short and stout');
    expect(uploadFormError(own, 1)).toBe(own);
  });
});
