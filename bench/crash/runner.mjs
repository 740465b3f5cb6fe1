// Crash durability: starts Tack, drives concurrent writes through HTTP (uploads and pins, saves,
// bulk and single moves, board edits, deletes) with real sessions and CSRF, kills the process
// with SIGKILL at a random moment, checks the data directory, restarts, and again. One runner,
// two sizes: `npm run bench -- crash` (100 cycles) and a 5-cycle test in `npm test`
// (apps/server/src/durability/crash.api.test.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { random, tackClient } from '../lib/client.mjs';
import { ROOT, startTack, tackCommand } from '../lib/server.mjs';
import { checkInvariants, openData, orphanFiles } from './check.mjs';
import { newModel, reconcile, runWorker, setupWorker } from './workload.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const acked = (model) => Object.values(model.counts).reduce((a, b) => a + b, 0);

/**
 * @param {object} o
 * @param {number} o.cycles  kill/restart cycles
 * @param {number} [o.workers]  concurrent writers (each its own account)
 * @param {[number, number]} [o.killAfterMs]  the kill comes at a uniform time in this window...
 * @param {number} [o.minAcks]  ...but not before this many writes of the cycle were acknowledged
 *   (up to 30 s), so a slow machine still sees writes each cycle
 * @param {number} [o.seed]  replays a run
 * @param {string} [o.databaseUrl]  an empty PostgreSQL database; SQLite in the data directory without
 * @param {(line: string) => void} [o.log]
 */
export async function runCrash({
  cycles,
  workers: nWorkers = 4,
  killAfterMs = [200, 2500],
  minAcks = 3,
  seed = Math.floor(Math.random() * 2 ** 31),
  databaseUrl,
  log = () => {},
}) {
  const started = Date.now();
  const rng = random(seed);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-crash-'));
  const mediaDir = path.join(dataDir, 'media');
  // Grace 0: each start's cleanup runs beside the new cycle's writes and removes what the last
  // crash left, so the run also checks that it never takes a file still in use.
  const env = {
    MEDIA_GC_GRACE_SECONDS: '0',
    // Four writers do in minutes what the per-user limits spread over hours.
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_FAILURE_LIMIT: '1000',
    UPLOAD_RATE_LIMIT: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const data = { dataDir, databaseUrl };
  const model = newModel();
  const workers = Array.from({ length: nWorkers }, (_, index) => ({
    index,
    model,
    rng: random(seed + 1 + index),
    client: tackClient(''),
    pending: null,
  }));
  const problems = [];
  let lost = 0;
  let inFlightAtKill = 0;
  const startMs = [];
  const serverLog = [];
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const t0 = Date.now();
      const server = await startTack({ dataDir, env });
      startMs.push(Date.now() - t0);
      for (const w of workers) w.client.setBase(server.url);
      if (cycle === 1) for (const w of workers) await setupWorker(w, w.client);
      const killAt = rng.int(killAfterMs[0], killAfterMs[1]);
      const ackedBefore = acked(model);
      const running = workers.map((w) => runWorker(w, w.client));
      const cap = Date.now() + 30_000;
      await sleep(killAt);
      while (acked(model) - ackedBefore < minAcks && Date.now() < cap) await sleep(rng.int(10, 60));
      await server.kill();
      await Promise.all(running);
      // The server's own account of any error it logged (a 5xx says only "Something went wrong").
      for (const line of server.stderr().split('\n'))
        if (/"level":50/.test(line)) serverLog.push(line.slice(0, 2000));
      inFlightAtKill += workers.filter((w) => w.pending).length;

      const db = await openData(data);
      try {
        const found = await checkInvariants(db, mediaDir);
        const r = await reconcile(db, model, workers);
        lost += r.lost;
        found.push(...r.problems);
        for (const p of found) problems.push(`cycle ${cycle}: ${p}`);
        log(
          `cycle ${cycle}: killed after ${killAt} ms, ${model.pins.size} pins known, ${found.length} problems`,
        );
      } finally {
        await db.close();
      }
    }

    // The cleanup, run now with no grace, leaves exactly the media the rows own.
    const db = await openData(data);
    const orphansBeforeGc = (await orphanFiles(db, mediaDir)).length;
    await db.close();
    const gc = spawnSync(process.execPath, tackCommand('media-gc-cli'), {
      cwd: ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (gc.status !== 0) problems.push(`media:gc failed: ${gc.stderr}`);
    const after = await openData(data);
    const orphansAfterGc = (await orphanFiles(after, mediaDir)).length;
    problems.push(...(await checkInvariants(after, mediaDir)).map((p) => `after media:gc: ${p}`));
    const pins = Number((await after.get('select count(*) as n from pins')).n);
    await after.close();
    if (orphansAfterGc) problems.push(`${orphansAfterGc} orphan files left after media:gc`);

    // A last start serves what was acknowledged: a sample of pins and their images over HTTP.
    const server = await startTack({ dataDir, env });
    try {
      const client = workers[0].client;
      client.setBase(server.url);
      for (const id of [...model.pins.keys()].sort(() => rng.next() - 0.5).slice(0, 20)) {
        const pin = await client.resource('PinResource', 'get', { id });
        if (pin.status !== 200) problems.push(`pin ${id} answers ${pin.status} after restart`);
        else if ((await fetch(server.url + pin.data.images['236x'].url)).status !== 200)
          problems.push(`pin ${id}: its image answers non-200 after restart`);
      }
    } finally {
      await server.stop();
    }

    const acknowledged = acked(model);
    return {
      seed,
      cycles,
      acknowledged,
      counts: model.counts,
      lost,
      inFlightAtKill,
      problems,
      serverErrors: model.serverErrors,
      serverLog,
      pins,
      orphansBeforeGc,
      orphansAfterGc,
      meanStartMs: Math.round(startMs.reduce((a, b) => a + b, 0) / startMs.length),
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
