import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../bench/lib/server.mjs';

/** `redis-server` on PATH (Debian's redis-server package puts it in /usr/bin), or null. */
export function findRedisServer(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * Whether this run tests the Redis store. In CI it must (global-setup fails without the binary);
 * elsewhere the Redis tests are marked skipped, not dropped.
 */
export const redisAvailable = findRedisServer() !== null;

export interface RedisProcess {
  url: string;
  /** Stops the server (the data dies with it): a test of what happens when Redis goes away. */
  stop(): Promise<void>;
}

/**
 * A throwaway Redis for one test file, on a free loopback port, nothing written to disk: each
 * file gets its own, so files running at once never share keys.
 */
export async function startRedis(): Promise<RedisProcess> {
  const bin = findRedisServer();
  if (!bin) throw new Error('redis-server not found (apt-get install redis-server)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-redis-'));
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`redis not ready in 20 s:\n${log}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${log}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
