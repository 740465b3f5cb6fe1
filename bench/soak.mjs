// Soak: mixed traffic against a real Tack on loopback for SOAK_SECONDS (default 600): browse the
// home feed, pin pages and images, search, save, upload and pin, log in with real accounts. Prints
// requests, 5xx and the server's RSS drift (sampled from /proc after warm-up against the end).
// Usage: npm run bench -- soak   SOAK_SECONDS, SOAK_CONCURRENCY (8), SOAK_DEMO_PINS (200).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { random, tackClient } from './lib/client.mjs';
import { uniquePng } from './lib/images.mjs';
import { ROOT, startTack } from './lib/server.mjs';

const PASSWORD = 'soak test password';
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {object} o
 * @param {number} o.seconds  traffic time, warm-up included
 * @param {number} [o.concurrency]  simultaneous visitors
 * @param {number} [o.demoPins]  demo content to browse
 * @param {number} [o.thinkMs]  pause between one visitor's requests (keeps the shared machine usable)
 */
export async function runSoak({
  seconds,
  concurrency = 8,
  demoPins = 200,
  thinkMs = 20,
  seed = Math.floor(Math.random() * 2 ** 31),
  log = () => {},
}) {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    log('building the web app (pages need it)');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      throw new Error('npm run build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-soak-'));
  const t0 = Date.now();
  const server = await startTack({
    dataDir,
    timeoutMs: 600_000,
    env: {
      TACK_DEMO: '1',
      TACK_DEMO_PINS: String(demoPins),
      TACK_DEMO_MESSAGES: '0',
      // Eight visitors from one address do in minutes what the limits spread over hours.
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_FAILURE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '100000',
    },
  });
  log(`Tack ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${demoPins} demo pins)`);
  const stats = { requests: 0, byStatus: {}, errors: 0, latencies: [], serverErrors: [] };
  const track = async (what, promise) => {
    const started = performance.now();
    try {
      const res = await promise;
      stats.requests++;
      stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
      stats.latencies.push(performance.now() - started);
      if (res.status >= 500)
        stats.serverErrors.push(`${what}: ${res.status} ${res.text.slice(0, 160)}`);
      return res;
    } catch (err) {
      stats.errors++;
      stats.serverErrors.push(`${what}: ${err.message}`);
      return { status: 0, data: null, text: '' };
    }
  };

  try {
    // Real accounts, each with a board; the visitors log in as them during the run.
    const accounts = [];
    for (let i = 0; i < Math.min(concurrency, 4); i++) {
      const c = tackClient(server.url);
      const username = `soak${i}`;
      const res = await c.signup(username, PASSWORD);
      if (res.status !== 200) throw new Error(`signup: ${res.status} ${res.text}`);
      const board = await c.resource('BoardResource', 'create', { name: `Soak ${i}` });
      accounts.push({ email: `${username}@example.com`, board: board.data.id });
    }
    const words = new Set(['art', 'home', 'recipe', 'garden', 'blue', 'travel']);
    const pinIds = [];
    const home = await tackClient(server.url).resource('UserHomefeedResource', 'get', {
      page_size: 100,
    });
    for (const p of home.data?.items ?? []) {
      pinIds.push(p.id);
      for (const w of `${p.title ?? ''}`.toLowerCase().match(/[a-z]{4,}/g) ?? []) words.add(w);
    }
    const wordList = [...words];

    const visitor = async (index, deadline) => {
      const rng = random(seed + index);
      const client = tackClient(server.url);
      let account = null;
      let bookmark = null;
      while (Date.now() < deadline) {
        const r = rng.next();
        if (r < 0.25) {
          const res = await track(
            'home feed',
            client.resource('UserHomefeedResource', 'get', { page_size: 25, bookmark }),
          );
          bookmark = rng.chance(0.7) ? (res.data?.bookmark ?? null) : null;
          for (const p of res.data?.items ?? []) if (pinIds.length < 5000) pinIds.push(p.id);
        } else if (r < 0.35) {
          await track('home page', client.get(rng.chance(0.5) ? '/' : '/homefeed/'));
        } else if (r < 0.5) {
          const id = rng.pick(pinIds);
          await track('pin page', client.get(`/pin/${id}/`));
          const pin = await track('pin', client.resource('PinResource', 'get', { id }));
          await track('related', client.resource('RelatedPinsResource', 'get', { pin_id: id }));
          const url = pin.data?.images?.['236x']?.url;
          if (url) await track('image', client.get(url));
        } else if (r < 0.65) {
          const query = `${rng.pick(wordList)}${rng.chance(0.3) ? ` ${rng.pick(wordList)}` : ''}`;
          await track('search', client.resource('SearchPinsResource', 'get', { query }));
          if (rng.chance(0.3))
            await track('search page', client.get(`/search/pins/?q=${encodeURIComponent(query)}`));
        } else if (r < 0.75 || !account) {
          account = rng.pick(accounts);
          if (rng.chance(0.3))
            await track('logout', client.resource('UserSessionResource', 'delete', {}));
          await track('login', client.login(account.email, PASSWORD));
        } else if (r < 0.93) {
          const res = await track(
            'save',
            client.resource('RepinResource', 'create', {
              pin_id: rng.pick(pinIds),
              board_id: account.board,
            }),
          );
          if (res.data?.id) pinIds.push(res.data.id);
        } else {
          const up = await track('upload', client.upload(await uniquePng(rng)));
          if (up.data?.imageSignature)
            await track(
              'pin create',
              client.resource('PinResource', 'create', {
                board_id: account.board,
                image_signature: up.data.imageSignature,
                title: `soak ${rng.pick(wordList)}`,
              }),
            );
        }
        if (thinkMs) await sleep(rng.int(0, thinkMs * 2));
      }
    };

    const warmupSeconds = Math.min(60, Math.round(seconds / 5));
    const deadline = Date.now() + seconds * 1000;
    const samples = [];
    const sampler = (async () => {
      while (Date.now() < deadline) {
        samples.push({ at: Date.now(), rssKb: server.rssKb() });
        await sleep(2000);
      }
    })();
    const visitors = Array.from({ length: concurrency }, (_, i) => visitor(i, deadline));
    const started = Date.now();
    await Promise.all([...visitors, sampler]);
    const elapsed = (Date.now() - started) / 1000;

    const after = samples.filter((s) => s.at >= started + warmupSeconds * 1000);
    const rssStart = mean(after.slice(0, 5).map((s) => s.rssKb)) / 1024;
    const rssEnd = mean(after.slice(-5).map((s) => s.rssKb)) / 1024;
    const rssMax = Math.max(...samples.map((s) => s.rssKb)) / 1024;
    const sorted = stats.latencies.sort((a, b) => a - b);
    const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
    const fiveXx = Object.entries(stats.byStatus)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    const result = {
      seed,
      seconds: Math.round(elapsed),
      warmupSeconds,
      requests: stats.requests,
      rps: Math.round(stats.requests / elapsed),
      byStatus: stats.byStatus,
      fiveXx,
      networkErrors: stats.errors,
      p50Ms: Math.round(pct(50)),
      p99Ms: Math.round(pct(99)),
      rssStartMb: Math.round(rssStart),
      rssEndMb: Math.round(rssEnd),
      rssMaxMb: Math.round(rssMax),
      rssDriftPct: Number((((rssEnd - rssStart) / rssStart) * 100).toFixed(1)),
      serverErrors: stats.serverErrors.slice(0, 20),
    };
    await server.stop();
    return result;
  } finally {
    await server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function soak() {
  const r = await runSoak({
    seconds: Number(process.env.SOAK_SECONDS ?? 600),
    concurrency: Number(process.env.SOAK_CONCURRENCY ?? 8),
    demoPins: Number(process.env.SOAK_DEMO_PINS ?? 200),
    log: (line) => console.log(line),
  });
  console.log(
    `seed ${r.seed}: ${r.requests} requests in ${r.seconds} s (${r.rps}/s), statuses ${JSON.stringify(r.byStatus)}, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`,
  );
  console.log(
    `RSS after ${r.warmupSeconds} s warm-up ${r.rssStartMb} MB, at the end ${r.rssEndMb} MB (max ${r.rssMaxMb} MB)`,
  );
  for (const e of r.serverErrors) console.log(`ERROR ${e}`);
  const figure = (name, value, unit, goal) => ({
    name: `soak: ${name}`,
    unit,
    tack: value,
    ...(goal === undefined ? {} : { goal: `${goal}`, pass: value <= goal }),
  });
  return [
    figure(`requests in ${r.seconds} s (${r.rps}/s)`, r.requests, 'requests'),
    figure('5xx answers', r.fiveXx, 'answers', 0),
    figure('network errors', r.networkErrors, 'requests', 0),
    figure('p99 latency', r.p99Ms, 'ms'),
    figure(`RSS drift (${r.rssStartMb} -> ${r.rssEndMb} MB)`, r.rssDriftPct, '%', 10),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.table(await soak());
