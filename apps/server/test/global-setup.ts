import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTack, freePort } from '../../../bench/lib/server.mjs';
import { findRedisServer } from './redis-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL cluster, or null when PostgreSQL is not installed. */
    pgUrl: string | null;
  }
}

/**
 * Starts one throwaway PostgreSQL cluster for the whole run; each test file then creates its own
 * database on it (see engines.ts). Durability is switched off: the data dies with the run.
 */
export default async function setup(project: TestProject) {
  // The tests that start Tack processes (server-process.ts, the crash runner) run the compiled
  // server, as `npm start` does: built once here.
  buildTack();
  // The shared state's Redis store (REDIS_URL) is tested against a real redis-server, which each
  // test file starts for itself (redis-server.ts); CI must have it, as it must have PostgreSQL.
  if (!findRedisServer()) {
    const msg = 'redis-server not found on PATH';
    if (process.env.CI)
      throw new Error(`${msg}: CI must test the Redis store (apt-get install redis-server)`);
    console.warn(`\n\u26a0  ${msg}: the Redis store's tests will be SKIPPED.\n`);
  }
  if (process.env.TACK_TEST_PG_URL) {
    project.provide('pgUrl', process.env.TACK_TEST_PG_URL);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) {
    const msg =
      'PostgreSQL binaries (initdb, postgres) not found under /usr/lib/postgresql/*/bin or on PATH';
    if (process.env.CI)
      throw new Error(`${msg}: CI must test both engines (apt-get install postgresql)`);
    console.warn(
      `\n\u26a0  ${msg}: postgres tests will be SKIPPED. Install postgresql or set TACK_TEST_PG_URL.\n`,
    );
    project.provide('pgUrl', null);
    return;
  }
  const started = Date.now();
  const cluster = await startCluster(bin);
  const version = spawnSync(path.join(bin, 'postgres'), ['--version'], {
    encoding: 'utf8',
  }).stdout.trim();
  console.log(
    `${version}: test cluster on port ${cluster.port} (ready in ${Date.now() - started} ms)`,
  );
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
  return () => cluster.stop();
}

/** The highest-versioned /usr/lib/postgresql/<v>/bin, else the directory of `initdb` on PATH. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root) : [];
  const best = versions
    .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  if (best) return path.join(root, best, 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres')))
      return dir;
  }
  return null;
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Running as root, but there is no `postgres` system user to run PostgreSQL as (useradd --system postgres).',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * A throwaway cluster on a free loopback port (trust auth, user postgres), durability off; also
 * used by the discovery benchmark (`settings` adds or overrides server settings).
 */
export async function startCluster(bin: string, settings: string[] = []) {
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-pg-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };

  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...user, env, cwd: dir, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    remove();
    throw new Error(
      `initdb failed (${init.status ?? init.signal}):\n${init.stdout}\n${init.stderr}`,
    );
  }

  const port = await freePort();
  const args = ['-D', data, '-k', dir, '-p', String(port), '-h', '127.0.0.1'];
  for (const setting of [
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=300',
    ...settings,
  ]) {
    args.push('-c', setting);
  }
  const child = spawn(path.join(bin, 'postgres'), args, {
    ...user,
    env,
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A crashed or killed vitest must not leave a postgres behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  try {
    await waitReady(child);
  } catch (error) {
    child.kill('SIGKILL');
    remove();
    throw error;
  }
  return {
    port,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // "fast" shutdown: abort sessions, exit cleanly
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      remove();
    },
  };
}

/** Resolves when the server logs that it accepts connections; rejects if it exits or stalls. */
function waitReady(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
      child.stderr!.resume(); // keep draining so postgres never blocks on a full pipe
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept connections')) done();
    };
    const onExit = (code: number | null) =>
      done(new Error(`postgres exited (${code}) before it was ready:\n${log}`));
    const timer = setTimeout(
      () => done(new Error(`postgres not ready after ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    );
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
}
