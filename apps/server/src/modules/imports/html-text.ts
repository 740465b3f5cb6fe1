import { loadBuffer, type CheerioAPI } from 'cheerio';

/** Whether the bytes are valid UTF-8 (a file that says nothing of its encoding is read as it). */
function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * An HTML file parsed with cheerio (parse5, the HTML standard's tree rules, so the unclosed
 * `<DT>` and `<p>` of a bookmarks file nest as a browser would nest them). The encoding is the
 * file's own: a byte-order mark (UTF-8 or UTF-16), else its `<meta charset>` or http-equiv
 * Content-Type, else UTF-8 when the bytes are UTF-8 and Windows-1252 when they are not (old
 * Internet Explorer and Netscape exports carry no charset at all).
 */
export function loadHtmlFile(bytes: Buffer): CheerioAPI {
  return loadBuffer(bytes, {
    encoding: { defaultEncoding: isUtf8(bytes) ? 'utf-8' : 'windows-1252' },
  });
}
