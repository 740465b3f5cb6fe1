import { badRequest } from '../../lib/errors.ts';
import { tooLarge } from './upload-form.ts';

/** `data:image/png;base64,` and the like: any media type and parameters, then base64. */
const DATA_URL = /^data:(?:[a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9.+-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * An image sent as text (POST PinResource `image_base64`): a data URL or bare base64 (standard
 * or URL-safe alphabet, line breaks allowed). Only the encoding is checked here; the bytes then go
 * through the same pipeline as an upload (type by content, pixel limit, decode queue). The size
 * is checked from the text's length before decoding, so an oversized image costs no buffer.
 */
export function decodeBase64Image(input: string, maxBytes: number): Buffer {
  let text = input.trim();
  const prefix = DATA_URL.exec(text);
  if (prefix) text = text.slice(prefix[0].length);
  else if (/^data:/i.test(text))
    throw badRequest(
      'Send the image as base64: a data URL ending in ";base64," or bare base64',
      'image_base64',
    );
  text = text.replace(/\s+/g, '');
  const standard = BASE64.test(text);
  if ((!standard && !BASE64URL.test(text)) || text.length % 4 === 1)
    throw badRequest("That image isn't valid base64", 'image_base64');
  const unpadded = text.replace(/=+$/, '').length;
  if (Math.floor((unpadded * 3) / 4) > maxBytes) throw tooLarge(maxBytes);
  const bytes = Buffer.from(text, standard ? 'base64' : 'base64url');
  if (!bytes.length) throw badRequest('The image is empty', 'image_base64');
  return bytes;
}
