import { mediaTools, runTool } from './ffmpeg.ts';

/** What the server needs to know of an uploaded video before transcoding it. */
export interface VideoProbe {
  /** Displayed size (rotation applied). */
  width: number;
  height: number;
  durationMs: number;
  hasAudio: boolean;
}

/** A video the server refuses, with a message for the person who sent it. */
export class VideoRefused extends Error {}

export const NOT_A_VIDEO = "That file isn't a video we can read. Upload an MP4, MOV or WebM video.";

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/**
 * Reads ffprobe's JSON: the first video stream's displayed size and the duration, or refuses a
 * file with no picture, no size or no length. Pure, so each refusal is tested on its own.
 */
export function readProbe(json: string, maxSeconds: number): VideoProbe {
  let data: { streams?: ProbeStream[]; format?: { duration?: string } };
  try {
    data = JSON.parse(json) as typeof data;
  } catch {
    throw new VideoRefused(NOT_A_VIDEO);
  }
  const streams = data.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video) throw new VideoRefused(NOT_A_VIDEO);
  const seconds = Number(data.format?.duration ?? video.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new VideoRefused(NOT_A_VIDEO);
  if (seconds > maxSeconds)
    throw new VideoRefused(
      `That video is ${Math.ceil(seconds)} seconds long. Videos can be at most ${maxSeconds} seconds.`,
    );
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation)?.rotation ?? 0),
  );
  const turned = rotation % 180 === 90;
  return {
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
    durationMs: Math.round(seconds * 1000),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** Probes a file with ffprobe (at most 30 s); refuses what is not a readable video. */
export async function probeVideo(file: string, maxSeconds: number): Promise<VideoProbe> {
  const { ffprobe } = mediaTools();
  if (!ffprobe) throw new Error('ffprobe is not installed for this platform');
  let json: string;
  try {
    json = await runTool(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutMs: 30_000 },
    );
  } catch {
    throw new VideoRefused(NOT_A_VIDEO);
  }
  return readProbe(json, maxSeconds);
}

/**
 * The container by its first bytes: ISO media (MP4, MOV: `ftyp` at offset 4) or Matroska/WebM
 * (the EBML magic). The name and the browser's type are not trusted.
 */
export function sniffVideo(head: Buffer): 'mp4' | 'webm' | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}
