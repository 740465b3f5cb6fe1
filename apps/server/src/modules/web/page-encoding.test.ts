import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage } from './page-encoding.ts';

const PAGE = `<!doctype html><html><body>${'<p>a page worth compressing</p>'.repeat(100)}</body></html>`;

describe('encodePage (decision 0033)', () => {
  it('takes brotli first, then gzip, as the browser asks', async () => {
    const br = await encodePage(PAGE, 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.body).toString()).toBe(PAGE);
    const gzip = await encodePage(PAGE, 'gzip, deflate');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(gzip!.body).toString()).toBe(PAGE);
  });

  it("keeps to the browser's preferences: a lower q-value, or one it refuses", async () => {
    expect((await encodePage(PAGE, 'br;q=0.1, gzip'))?.encoding).toBe('gzip');
    expect((await encodePage(PAGE, 'br;q=0, gzip'))?.encoding).toBe('gzip');
    expect(await encodePage(PAGE, 'br;q=0, gzip;q=0')).toBeNull();
  });

  it('sends the page as it is to a browser that takes neither, and a small page always', async () => {
    expect(await encodePage(PAGE, undefined)).toBeNull();
    expect(await encodePage(PAGE, '')).toBeNull();
    expect(await encodePage(PAGE, 'identity')).toBeNull();
    expect(await encodePage(PAGE, 'deflate')).toBeNull();
    expect(await encodePage('<p>short</p>', 'br')).toBeNull();
  });
});
