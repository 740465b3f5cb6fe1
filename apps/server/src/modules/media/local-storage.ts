import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage, StoredObject } from './storage.ts';
import { sniffImageType } from './sniff.ts';
import { MEDIA_KEY as KEY, TEMP_KEY as TEMP, typeOfKey } from './media-keys.ts';

/**
 * Media in a local directory. Writes are atomic and durable: a temp file, flushed to disk, then
 * renamed and the directory flushed, so once `put` resolves the file survives a crash or power
 * loss, and a reader never sees half a file. Callers write media before the row naming it.
 */
export class LocalStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string, temp = false): string {
    if (!KEY.test(key) && !(temp && TEMP.test(key))) throw new Error(`invalid media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.file(key);
    const dir = path.dirname(file);
    await fs.promises.mkdir(dir, { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      // A stream is written whole first, then flushed through a handle of its own.
      if (!Buffer.isBuffer(body)) await pipeline(body, fs.createWriteStream(tmp));
      const handle = await fs.promises.open(tmp, Buffer.isBuffer(body) ? 'w' : 'r+');
      try {
        if (Buffer.isBuffer(body)) await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
    await fs.promises.rename(tmp, file);
    await syncDir(dir);
  }

  async get(key: string, range?: { start: number; end: number }) {
    if (!KEY.test(key)) return null;
    const file = this.file(key);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    const contentType = typeOfKey(key) ?? (await sniffFile(file));
    return { body: fs.createReadStream(file, range), contentType, bytes: stat.size };
  }

  async stat(key: string): Promise<{ bytes: number } | null> {
    if (!KEY.test(key)) return null;
    const stat = await fs.promises.stat(this.file(key)).catch(() => null);
    return stat?.isFile() ? { bytes: stat.size } : null;
  }

  async exists(key: string): Promise<boolean> {
    return KEY.test(key) && fs.existsSync(this.file(key));
  }

  /** Ready when the media directory exists (or can be made) and takes a write. */
  async check(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.access(this.root, fs.constants.W_OK | fs.constants.R_OK);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key, true), { force: true });
  }

  /** Every stored file and leftover temp file, walked directory by directory. */
  async *list(): AsyncIterable<StoredObject> {
    const dirs = [''];
    while (dirs.length) {
      const dir = dirs.pop()!;
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(path.join(this.root, dir), { withFileTypes: true });
      } catch {
        continue; // no media yet, or removed while walking
      }
      for (const entry of entries) {
        const key = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) dirs.push(key);
        else if (entry.isFile() && (KEY.test(key) || TEMP.test(key))) {
          const stat = await fs.promises.stat(path.join(this.root, key)).catch(() => null);
          if (stat) yield { key, modifiedAt: stat.mtime, bytes: stat.size };
        }
      }
    }
  }
}

/** Flushes a directory entry (a rename) to disk; not every platform can open a directory. */
async function syncDir(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch {
    // Windows cannot fsync a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
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
