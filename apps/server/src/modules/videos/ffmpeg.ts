import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);

/**
 * The binary an npm package installed for this platform (`@ffmpeg-installer/ffmpeg`,
 * `@ffprobe-installer/ffprobe`: each ships the executable inside its registry tarball, so
 * `npm install` with only the npm registry reachable is enough; docs/decisions/0009), or null.
 */
function installed(pkg: string): string | null {
  try {
    const found = require(pkg) as { path: string };
    return fs.existsSync(found.path) ? found.path : null;
  } catch {
    return null;
  }
}

let paths: { ffmpeg: string | null; ffprobe: string | null } | null = null;
export function mediaTools() {
  paths ??= {
    ffmpeg: installed('@ffmpeg-installer/ffmpeg'),
    ffprobe: installed('@ffprobe-installer/ffprobe'),
  };
  return paths;
}

/** ffmpeg's path, or null on a platform the package has no binary for. */
export const ffmpegPath = () => mediaTools().ffmpeg;

/** Runs a tool to the end; its stdout. Big outputs go to files, so the buffer stays small. */
export async function runTool(
  binary: string,
  args: string[],
  opts: { timeoutMs?: number } = {},
): Promise<string> {
  const { stdout } = await execFileAsync(binary, args, {
    timeout: opts.timeoutMs ?? 0,
    maxBuffer: 4 * 1024 * 1024,
    killSignal: 'SIGKILL',
  });
  return stdout;
}
