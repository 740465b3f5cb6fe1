// Export of a large account: BENCH_EXPORT_PINS (default 10,000) pins, each with its own noise
// JPEG original (about 85 KB), downloaded as "Download your data" from a real Tack process.
// The goal is the issue's: the server's RSS grows less than 256 MB over its baseline while the
// zip streams out. Usage: npm run bench -- export
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startTack } from './lib/server.mjs';

const PINS = Number(process.env.BENCH_EXPORT_PINS ?? 10_000);
const GOAL_MB = 256;

function seed(dataDir, userId) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/export/seed.ts', dataDir, userId, String(PINS)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`seed exited with ${code}`)),
    );
  });
}

const cookiesOf = (res) =>
  Object.fromEntries(res.headers.getSetCookie().map((l) => l.split(';')[0].split('=')));

/** Signs a new person up; answers their id and session cookie. */
async function signup(url) {
  const csrf = cookiesOf(await fetch(`${url}/healthz`)).csrftoken;
  const res = await fetch(`${url}/resource/UserRegisterResource/create/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': csrf,
      cookie: `csrftoken=${csrf}`,
    },
    body: JSON.stringify({
      options: {
        email: 'exporter@example.com',
        password: 'correct horse battery',
        username: 'exporter',
        first_name: 'Ex',
      },
    }),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`signup: ${JSON.stringify(json)}`);
  return { userId: json.resource_response.data.viewer.id, session: cookiesOf(res).tack_session };
}

export default async function exportBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-bench-export-'));
  const server = await startTack({ dataDir });
  try {
    const { userId, session } = await signup(server.url);
    const started = Date.now();
    const { imageBytes } = await seed(dataDir, userId);
    console.log(
      `seeded ${PINS} pins, ${(imageBytes / 2 ** 20).toFixed(0)} MB of images in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    // Let the server settle, then take its baseline.
    await new Promise((r) => setTimeout(r, 2000));
    const baseKb = server.rssKb();
    let peakKb = baseKb;
    const timer = setInterval(() => (peakKb = Math.max(peakKb, server.rssKb())), 50);
    const t0 = Date.now();
    const res = await fetch(`${server.url}/v3/users/me/export/`, {
      headers: { cookie: `tack_session=${session}` },
    });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    clearInterval(timer);
    const seconds = (Date.now() - t0) / 1000;
    const growthMb = Number(((peakKb - baseKb) / 1024).toFixed(1));
    console.log(
      `export: ${(bytes / 2 ** 20).toFixed(0)} MB in ${seconds.toFixed(1)} s; server RSS ${(baseKb / 1024).toFixed(0)} MB at rest, peak +${growthMb} MB`,
    );
    if (bytes < imageBytes) throw new Error(`the zip (${bytes} B) is smaller than its images`);
    return [
      {
        name: `export: server RSS growth, ${PINS} pins with images`,
        unit: 'MB',
        tack: growthMb,
        goal: GOAL_MB,
        pass: growthMb <= GOAL_MB,
      },
      {
        name: `export: throughput, ${PINS} pins`,
        unit: 'MB/s',
        tack: Number((bytes / 2 ** 20 / seconds).toFixed(1)),
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
