import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaStorage } from '../media/storage.ts';
import { mediaTools, runTool } from './ffmpeg.ts';
import { bandwidthOf, masterPlaylist, pointPlaylistAt } from './hls.ts';
import type { StoredVideo } from './video-media.ts';
import type { VideoProbe } from './video-probe.ts';
import { size720, sizeMobile } from './video-size.ts';

/** Seconds between key frames, and so the HLS segment length. */
const SEGMENT_SECONDS = 4;
/** A transcode longer than this is stuck (the job tries again later). */
const TIMEOUT_MS = 20 * 60_000;

const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
/** Two threads: the worker shares the machine with the server answering requests. */
const H264 = (crf: number) => [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(crf), '-threads', '2'],
  ...['-pix_fmt', 'yuv420p', '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
];
const AAC = (probe: VideoProbe, kbps: number) =>
  probe.hasAudio ? ['-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', '2'] : ['-an'];
const HLS = (segmentFile: string) => [
  ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
  ...['-hls_flags', 'single_file', '-hls_segment_filename', segmentFile],
];

function ffmpeg(): string {
  const found = mediaTools().ffmpeg;
  if (!found) throw new Error('ffmpeg is not installed for this platform');
  return found;
}

/** The poster frame as a JPEG: a second in (or the middle of a shorter video). */
export async function extractPoster(source: string, dir: string, probe: VideoProbe) {
  const out = path.join(dir, 'poster.jpg');
  const at = Math.min(1, probe.durationMs / 2000).toFixed(3);
  await runTool(ffmpeg(), [...QUIET, '-ss', at, '-i', source, '-frames:v', '1', '-q:v', '2', out], {
    timeoutMs: 60_000,
  });
  return fs.promises.readFile(out);
}

/** Stores bytes under their content hash (`<kind>/ab/cd/<hash><ext>`); answers the key. */
async function store(storage: MediaStorage, kind: string, ext: string, body: Buffer, type: string) {
  const hash = createHash('sha256').update(body).digest('hex');
  const key = `${kind}/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}${ext}`;
  if (!(await storage.exists(key))) await storage.put(key, body, type);
  return key;
}

/** A variant's media file and its playlist, the playlist pointed at the stored file. */
async function storeVariant(storage: MediaStorage, dir: string, name: string) {
  const media = await fs.promises.readFile(path.join(dir, `${name}.ts`));
  const mediaKey = await store(storage, 'hls', '.ts', media, 'video/mp2t');
  const playlist = await fs.promises.readFile(path.join(dir, `${name}.m3u8`), 'utf8');
  const pointed = pointPlaylistAt(playlist, `${name}.ts`, `/media/${mediaKey}`);
  const playlistKey = await store(
    storage,
    'hls',
    '.m3u8',
    Buffer.from(pointed),
    'application/vnd.apple.mpegurl',
  );
  return { mediaKey, playlistKey, bytes: media.length };
}

/**
 * Transcodes an upload into what the spec's videoList names: a 720p H.264/AAC MP4 (v720P, with
 * its index first so it plays while it downloads), the same stream cut into HLS (copied, not
 * encoded again), a 360p HLS variant (vHLSV3MOBILE) and a master playlist of both (vHLSV4).
 * Every file is stored by content hash; `dir` is a scratch directory the caller removes.
 */
export async function transcodeVideo(
  storage: MediaStorage,
  source: string,
  dir: string,
  probe: VideoProbe,
): Promise<StoredVideo> {
  const bin = ffmpeg();
  const hd = size720(probe.width, probe.height);
  const mobile = sizeMobile(probe.width, probe.height);
  const mp4 = path.join(dir, 'v720.mp4');
  const maps = ['-map', '0:v:0', ...(probe.hasAudio ? ['-map', '0:a:0'] : [])];
  const opts = { timeoutMs: TIMEOUT_MS };
  await runTool(
    bin,
    [
      ...QUIET,
      ...['-i', source, ...maps],
      ...['-vf', `scale=${hd.width}:${hd.height},setsar=1`, ...H264(23), ...AAC(probe, 128)],
      ...['-movflags', '+faststart', mp4],
    ],
    opts,
  );
  await runTool(
    bin,
    [...QUIET, '-i', mp4, '-c', 'copy', ...HLS(path.join(dir, 'hd.ts')), path.join(dir, 'hd.m3u8')],
    opts,
  );
  await runTool(
    bin,
    [
      ...QUIET,
      ...['-i', source, ...maps],
      ...['-vf', `scale=${mobile.width}:${mobile.height},setsar=1`, ...H264(27), ...AAC(probe, 64)],
      ...HLS(path.join(dir, 'mobile.ts')),
      path.join(dir, 'mobile.m3u8'),
    ],
    opts,
  );
  const key = await store(storage, 'video', '.mp4', await fs.promises.readFile(mp4), 'video/mp4');
  const hdHls = await storeVariant(storage, dir, 'hd');
  const mobileHls = await storeVariant(storage, dir, 'mobile');
  const master = masterPlaylist([
    {
      url: `/media/${hdHls.playlistKey}`,
      ...hd,
      bandwidth: bandwidthOf(hdHls.bytes, probe.durationMs),
    },
    {
      url: `/media/${mobileHls.playlistKey}`,
      ...mobile,
      bandwidth: bandwidthOf(mobileHls.bytes, probe.durationMs),
    },
  ]);
  const masterKey = await store(
    storage,
    'hls',
    '.m3u8',
    Buffer.from(master),
    'application/vnd.apple.mpegurl',
  );
  return {
    key,
    ...hd,
    durationMs: probe.durationMs,
    hls: {
      master: masterKey,
      mobile: mobileHls.playlistKey,
      mobileWidth: mobile.width,
      mobileHeight: mobile.height,
      files: [hdHls.mediaKey, hdHls.playlistKey, mobileHls.mediaKey, masterKey],
    },
  };
}
