import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tackCommand } from '../../../../../bench/lib/server.mjs';
import { REPO_ROOT, loadConfig } from '../../config.ts';
import { createTestBucket, s3Env } from '../../../test/storages.ts';
import { LocalStorage } from './local-storage.ts';
import { migrateMedia } from './media-migrate.ts';
import { S3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/** `npm run media:migrate`: local media to the loopback S3 server and back, resumable. */
let root: string;
let local: LocalStorage;
let s3: S3Storage;
let env: Record<string, string>;
const objects = new Map<string, Buffer>();
const hash = (i: number, ext = '') =>
  `${((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(4)}${ext}`;
const keyOf = (kind: string, h: string) => `${kind}/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-migrate-'));
  local = new LocalStorage(path.join(root, 'media'));
  env = s3Env(await createTestBucket());
  s3 = new S3Storage(loadConfig(env).s3!);
  for (let i = 1; i <= 12; i++)
    objects.set(keyOf('236x', hash(i, '.jpg')), Buffer.alloc(100 + i, i));
  objects.set(keyOf('orig', hash(20)), Buffer.from('\x89PNG\r\n\x1a\n'));
  objects.set(keyOf('hls', hash(21, '.m3u8')), Buffer.from('#EXTM3U\n'));
  // A video file bigger than one multipart part: streamed, never whole in memory.
  objects.set(keyOf('video', hash(22, '.mp4')), Buffer.alloc(9 * 1024 * 1024, 7));
  for (const [key, body] of objects) await local.put(key, body);
  // A temp file of an interrupted write is no media: not copied.
  fs.writeFileSync(
    path.join(root, 'media', `${keyOf('236x', hash(1, '.jpg'))}.0123456789ab.tmp`),
    'x',
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const bytesOf = async (store: MediaStorage, key: string) => {
  const found = await store.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of found!.body) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), type: found!.contentType };
};
const keys = async (store: MediaStorage) => {
  const out: string[] = [];
  for await (const o of store.list()) out.push(o.key);
  return out.sort();
};

it('copies every object to S3 with its bytes and type, and a re-run copies nothing', async () => {
  const progress: number[] = [];
  const first = await migrateMedia(local, s3, {
    progressEvery: 5,
    onProgress: (p) => progress.push(p.seen),
  });
  expect(first).toMatchObject({ seen: objects.size, copied: objects.size, skipped: 0 });
  expect(progress).toEqual([5, 10, 15, objects.size]);
  expect(await keys(s3)).toEqual([...objects.keys()].sort());
  for (const [key, body] of objects) expect((await bytesOf(s3, key)).body.equals(body)).toBe(true);
  expect((await bytesOf(s3, keyOf('hls', hash(21, '.m3u8')))).type).toBe(
    'application/vnd.apple.mpegurl',
  );
  expect(await migrateMedia(local, s3)).toMatchObject({ copied: 0, skipped: objects.size });
});

it('resumes: only what is missing or cut short is copied again', async () => {
  const gone = keyOf('236x', hash(3, '.jpg'));
  const short = keyOf('236x', hash(4, '.jpg'));
  await s3.delete(gone);
  await s3.put(short, Buffer.from('half'), 'image/jpeg');
  const r = await migrateMedia(local, s3);
  expect(r).toMatchObject({ copied: 2, skipped: objects.size - 2 });
  expect((await bytesOf(s3, short)).body.equals(objects.get(short)!)).toBe(true);
});

it('npm run media:migrate -- --to local copies the bucket back, with a progress line', () => {
  const back = path.join(root, 'back');
  const run = (args: string[]) =>
    spawnSync(process.execPath, [...tackCommand('media-migrate-cli'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, MEDIA_DIR: back },
      encoding: 'utf8',
      timeout: 60_000,
    });
  const bad = run(['--to', 'mars']);
  expect(bad.status).toBe(2);
  expect(bad.stderr).toMatch(/--to s3\|local/);
  const r = run(['--to', 'local']);
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toMatch(new RegExp(`${objects.size} objects: ${objects.size} copied`));
  for (const [key, body] of objects)
    expect(fs.readFileSync(path.join(back, key)).equals(body)).toBe(true);
  const again = run(['--to', 'local']);
  expect(again.stdout).toMatch(`done: 0 copied, ${objects.size} already there`);
});
