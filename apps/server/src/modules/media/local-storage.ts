import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { MediaStorage } from './storage.ts';
import { sniffImageType } from './sniff.ts';

const KEY = /^[a-z0-9x]+\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32,64}(\.jpg|\.webm|\.gif)?$/;

/** Media in a local directory. Writes are atomic (temp file, then rename). */
export class LocalStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, body);
    await fs.promises.rename(tmp, file);
  }

  async get(key: string) {
    if (!KEY.test(key)) return null;
    const file = this.file(key);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    const contentType = key.endsWith('.jpg')
      ? 'image/jpeg'
      : key.endsWith('.webm')
        ? 'video/webm'
        : await sniffFile(file);
    return { body: fs.createReadStream(file), contentType, bytes: stat.size };
  }

  async exists(key: string): Promise<boolean> {
    return KEY.test(key) && fs.existsSync(this.file(key));
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}

async function sniffFile(file: string): Promise<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    return sniffImageType(head)?.mime ?? 'application/octet-stream';
  } finally {
    await handle.close();
  }
}
