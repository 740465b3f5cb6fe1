import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TACK_MAIN } from '../../../bench/lib/server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  child: ChildProcess;
  /** What the process has written to stdout (its log lines at LOG_LEVEL), for a failing test to show. */
  output(): string;
  /** SIGTERM, wait for the exit, delete the data directory. */
  stop(): Promise<void>;
}

/**
 * A real Tack process as `npm start` runs it (the compiled bundle, built once a run by
 * global-setup.ts) on a free loopback port with its own empty data directory, for tests that
 * measure the process itself (memory, signals).
 * One server process unless `env` says TACK_WORKERS (then `pid` is the cluster's primary).
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-proc-'));
  const child = spawn(process.execPath, TACK_MAIN, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TACK_DEMO: '0',
      LOG_LEVEL: 'warn',
      TACK_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let out = '';
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
    });
    return { pid: child.pid!, baseUrl: `http://127.0.0.1:${port}`, child, output: () => out, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs up a new user over HTTP; answers the headers a browser would send on unsafe calls. */
export async function signUpOver(baseUrl: string, username: string) {
  const health = await fetch(`${baseUrl}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${baseUrl}/resource/UserRegisterResource/create/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
    body: JSON.stringify({
      options: {
        email: `${username}@example.com`,
        password: 'correct horse battery',
        username,
        first_name: 'Test',
      },
    }),
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.startsWith('csrftoken='));
  return { cookie: [`csrftoken=${csrf}`, ...session].join('; '), 'x-csrftoken': csrf };
}

/** Resident and peak resident memory of a process, in MB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

/**
 * The pids of `pid`'s children running Tack's main.js: a cluster primary's workers, or a test's
 * nodes. A killed child is gone once reaped (a zombie has no command line).
 */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === pid && command.includes('main.js')) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
