import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback S3 server's endpoint (s3-server.cjs); tests make their own buckets on it. */
    s3Url: string;
  }
}

/** Starts one S3 server for the whole run (about half a second); stopped after it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-s3-'));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3-server.cjs');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('the S3 server did not start in 30 s')),
      30_000,
    );
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /port (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)));
  });
  project.provide('s3Url', `http://127.0.0.1:${port}`);
  return async () => {
    process.off('exit', killOnExit);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
