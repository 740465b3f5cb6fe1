import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MediaStorage } from '../modules/media/storage.ts';

const run = promisify(execFile);
const VIDEO_SECONDS = 4;

/** The ffmpeg binary npm installed for this platform, or null (demo motion is then skipped). */
export { ffmpegPath } from '../modules/videos/ffmpeg.ts';

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

async function withTemp<T>(input: Buffer, fn: (dir: string, file: string) => Promise<T>) {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tack-motion-'));
  try {
    const file = path.join(dir, 'in.img');
    await fs.promises.writeFile(file, input);
    return await fn(dir, file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function store(storage: MediaStorage, kind: 'video' | 'gif', body: Buffer, mime: string) {
  const hash = createHash('sha256').update(body).digest('hex');
  const key = `${kind}/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${kind === 'video' ? 'webm' : 'gif'}`;
  if (!(await storage.exists(key))) await storage.put(key, body, mime);
  return key;
}

/** A slow zoom over the art (VP8 WebM, 474 px wide, 4 s), stored by content hash. */
export async function renderVideo(
  ffmpeg: string,
  storage: MediaStorage,
  art: Buffer,
  width: number,
  height: number,
) {
  const w = 474;
  const h = even((474 * height) / width);
  const body = await withTemp(art, async (dir, file) => {
    const out = path.join(dir, 'out.webm');
    // -t before -i ends the looped input, so every filter sees the end of the stream.
    await run(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-loop', '1', '-framerate', '24', '-t', String(VIDEO_SECONDS), '-i', file],
      '-vf',
      `scale=${w}:${h},zoompan=z='1+0.003*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${w}x${h}:fps=24`,
      ...['-c:v', 'libvpx', '-b:v', '400k', '-deadline', 'realtime', '-cpu-used', '8', '-an'],
      ...['-y', out],
    ]);
    return fs.promises.readFile(out);
  });
  const key = await store(storage, 'video', body, 'video/webm');
  return { key, width: w, height: h, durationMs: VIDEO_SECONDS * 1000 };
}

/** The art cycling through hues, as an animated GIF 236 px wide. */
export async function renderGif(
  ffmpeg: string,
  storage: MediaStorage,
  art: Buffer,
  width: number,
  height: number,
) {
  const w = 236;
  const h = even((236 * height) / width);
  const body = await withTemp(art, async (dir, file) => {
    const out = path.join(dir, 'out.gif');
    await run(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-loop', '1', '-t', '1.5', '-i', file],
      '-vf',
      `scale=${w}:${h},hue=h=t*240,fps=8,split[a][b];[a]palettegen=max_colors=48[p];[b][p]paletteuse`,
      ...['-loop', '0', '-y', out],
    ]);
    return fs.promises.readFile(out);
  });
  const key = await store(storage, 'gif', body, 'image/gif');
  return { key, width: w, height: h };
}
