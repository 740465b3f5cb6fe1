import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { decodeBase64Image } from './image-base64.ts';

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 250, 251, 252]);
const b64 = bytes.toString('base64');

function refused(input: string, max = 1000): AppError {
  try {
    decodeBase64Image(input, max);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('not refused');
}

describe('decodeBase64Image', () => {
  it.each([
    ['bare base64', b64],
    ['a data URL', `data:image/png;base64,${b64}`],
    ['a data URL with parameters', `data:image/png;name=a.png;base64,${b64}`],
    ['a data URL without a type', `data:;base64,${b64}`],
    ['line-wrapped base64', `${b64.slice(0, 8)}\r\n${b64.slice(8)}\n`],
    ['URL-safe base64', bytes.toString('base64url')],
    ['unpadded base64', b64.replace(/=+$/, '')],
  ])('reads %s', (_name, input) => {
    expect(decodeBase64Image(input, 1000).equals(bytes)).toBe(true);
  });

  it.each([
    ['not base64 at all', 'hello world!'],
    ['a data URL that is not base64', 'data:image/png,rawbytes'],
    ['mixed alphabets', 'ab+_cd=='],
    ['an impossible length', 'abcde'],
    ['padding in the middle', 'ab==cd=='],
  ])('refuses %s with a 400 on image_base64', (_name, input) => {
    const err = refused(input);
    expect(err.status).toBe(400);
    expect(err.field).toBe('image_base64');
  });

  it('refuses an image over the limit from its length, before decoding', () => {
    const err = refused(Buffer.alloc(2000).toString('base64'), 1000);
    expect(err.status).toBe(413);
    expect(decodeBase64Image(Buffer.alloc(1000).toString('base64'), 1000).length).toBe(1000);
  });

  it('refuses an empty image', () => {
    expect(refused('data:image/png;base64,').message).toBe('The image is empty');
  });
});
