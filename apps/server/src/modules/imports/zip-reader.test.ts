import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { openSafeZip } from './zip-reader.ts';
import { bombByRatio, zipNameProblem } from './zip-rules.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-zip-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const LIMITS = { maxEntries: 10, maxUnzippedBytes: 64 * 2 ** 20, maxRatio: 100 };

/** A zip of `files` (deflated unless told), as yazl writes it, saved to a file. */
async function zipOf(files: Record<string, Buffer | string>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(files))
    zip.addBuffer(Buffer.from(body), name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
let n = 0;
const save = (bytes: Buffer) => {
  const file = path.join(dir, `z${n++}.zip`);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('entry names', () => {
  it('refuses every name that could reach outside its folder', () => {
    for (const bad of ['../evil', 'a/../../evil', '/etc/passwd', 'C:/x', 'a\\..\\b', 'a\0b', ''])
      expect(zipNameProblem(bad), bad).not.toBeNull();
    for (const good of ['tack-export.json', 'images/ab12.png', 'a/b/c..d.txt', '..hidden'])
      expect(zipNameProblem(good), good).toBeNull();
  });

  it('judges the ratio only past 1 MB, where a bomb matters', () => {
    expect(bombByRatio(10, 1_000_000, 100)).toBe(false);
    expect(bombByRatio(10_000, 2_000_000, 100)).toBe(true);
    expect(bombByRatio(100_000, 2_000_000, 100)).toBe(false);
    expect(bombByRatio(0, 2_000_000, 100)).toBe(true);
  });
});

describe('opening an uploaded zip', () => {
  it('lists and reads the files of a good zip', async () => {
    const zip = await openSafeZip(
      save(await zipOf({ 'a.txt': 'hello', 'images/b.bin': Buffer.alloc(3000, 7) })),
      LIMITS,
    );
    expect(zip.names().sort()).toEqual(['a.txt', 'images/b.bin']);
    expect((await zip.read('a.txt', 100)).toString()).toBe('hello');
    expect((await zip.read('images/b.bin', 5000)).equals(Buffer.alloc(3000, 7))).toBe(true);
    await expect(zip.read('images/b.bin', 100)).rejects.toThrow(/larger than/);
    zip.close();
  });

  it('refuses a zip with more files than the limit', async () => {
    const files = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}.txt`, 'x']));
    await expect(openSafeZip(save(await zipOf(files)), LIMITS)).rejects.toThrow(
      /more than 10 files/,
    );
  });

  it('refuses a zip with a path traversal entry', async () => {
    // yazl will not write such a name, so write a harmless one of the same length and swap it.
    const bytes = await zipOf({ 'xx/evil.txt': 'pwned', 'ok.txt': 'fine' });
    const patched = Buffer.from(
      bytes.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'),
      'latin1',
    );
    await expect(openSafeZip(save(patched), LIMITS)).rejects.toThrow(
      /could reach outside its folder.*\.\.\/evil\.txt/,
    );
  });

  it('refuses a zip bomb by its compression ratio before unpacking anything', async () => {
    const bomb = await zipOf({ 'zeros.bin': Buffer.alloc(50 * 2 ** 20) });
    expect(bomb.length).toBeLessThan(200_000);
    await expect(openSafeZip(save(bomb), LIMITS)).rejects.toThrow(/zip bomb/);
  });

  it('refuses a zip that unpacks to more than the total limit', async () => {
    const big = await zipOf(
      { 'a.bin': Buffer.alloc(3 * 2 ** 20, 1), 'b.bin': Buffer.alloc(3 * 2 ** 20, 2) },
      false,
    );
    await expect(
      openSafeZip(save(big), { ...LIMITS, maxUnzippedBytes: 5 * 2 ** 20 }),
    ).rejects.toThrow(/unpacks to more than 5 MB/);
  });

  it('stops a file that unpacks to more than its header claims, while it streams', async () => {
    const bytes = await zipOf({ 'liar.bin': Buffer.alloc(2 * 2 ** 20) });
    // The central directory says 1,000 bytes: small enough to pass the ratio check.
    const cd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(1000, cd + 24);
    const zip = await openSafeZip(save(bytes), LIMITS);
    await expect(zip.read('liar.bin', 10_000)).rejects.toThrow(/zip bomb/);
    zip.close();
  });

  it('refuses a file that is not a zip', async () => {
    await expect(openSafeZip(save(Buffer.from('PK\x03\x04 not really')), LIMITS)).rejects.toThrow(
      /damaged or isn't a zip/,
    );
  });
});
