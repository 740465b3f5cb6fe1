import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath, runTool } from '../src/modules/videos/ffmpeg.ts';

/**
 * A small real video made by ffmpeg (its test pattern, and a tone when `audio`): H.264 in MP4,
 * or VP8 in WebM. Tests upload it as a person would upload a phone video.
 */
export async function makeVideo(
  opts: { seconds?: number; width?: number; height?: number; audio?: boolean; webm?: boolean } = {},
): Promise<Buffer> {
  const { seconds = 2, width = 320, height = 240, audio = true, webm = false } = opts;
  const ffmpeg = ffmpegPath();
  if (!ffmpeg) throw new Error('ffmpeg is not installed for this platform');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tack-test-video-'));
  const out = path.join(dir, webm ? 'v.webm' : 'v.mp4');
  try {
    await runTool(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=24:duration=${seconds}`],
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
      ...(webm
        ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8']
        : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']),
      ...(audio ? (webm ? ['-c:a', 'libvorbis'] : ['-c:a', 'aac']) : []),
      out,
    ]);
    return await fs.promises.readFile(out);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
