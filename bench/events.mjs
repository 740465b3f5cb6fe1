// The event log's throughput (EventBatchResource create, batches of 50 impressions) against the
// home feed of the same Tack process, measured in the same run.
// Usage: node bench/events.mjs (or npm run bench -- events). BENCH_DURATION / BENCH_ROUNDS tune it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startTack } from './lib/server.mjs';

const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const FEED = '/resource/UserHomefeedResource/get/';
const EVENTS = '/resource/EventBatchResource/create/';
const BATCH = 50;
// The endpoint allows 120 batches a minute per viewer (a signed-out viewer is its CSRF cookie):
// the load comes from this many browsers, so the limit is not what is measured.
const VIEWERS = 5000;

async function load(url, opts = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return result.requests.average;
}

export default async function events() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-bench-events-'));
  const tack = await startTack({
    dataDir,
    env: { TACK_DEMO: '1', TACK_DEMO_PINS: '200' },
    timeoutMs: 180_000,
  });
  try {
    const feed = await (
      await fetch(`${tack.url}${FEED}?data=${encodeURIComponent('{"options":{"page_size":50}}')}`)
    ).json();
    const pins = feed.resource_response.data.items.map((p) => p.id);
    if (pins.length < BATCH)
      throw new Error(`the demo feed has ${pins.length} pins, want ${BATCH}`);
    const body = JSON.stringify({
      options: {
        page_kind: 'home',
        events: pins.map((id, i) => ({
          event_type: 3,
          pin_id: id,
          view_type: 1,
          aux_data: { milestone: [0, 0.5, 0.8, 1][i % 4] },
        })),
      },
    });
    const tokens = Array.from({ length: VIEWERS }, () =>
      crypto.randomBytes(32).toString('base64url'),
    );
    let next = 0;
    const post = {
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            const t = tokens[next++ % tokens.length];
            return {
              ...req,
              method: 'POST',
              body,
              headers: {
                'content-type': 'application/json',
                cookie: `csrftoken=${t}`,
                'x-csrftoken': t,
              },
            };
          },
        },
      ],
    };
    const targets = {
      feed: () => load(`${tack.url}${FEED}`),
      events: () => load(`${tack.url}${EVENTS}`, post),
    };
    // Warm-up: JIT, caches, pools.
    await autocannon({ url: `${tack.url}${FEED}`, connections: CONNECTIONS, duration: 2 });
    const rps = { feed: [], events: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['events', 'feed'] : ['feed', 'events'];
      for (const who of order) rps[who].push(await targets[who]());
      console.log(
        `round ${round + 1}: events ${rps.events.at(-1).toFixed(0)} batches/s, feed ${rps.feed.at(-1).toFixed(0)} req/s`,
      );
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ev = mean(rps.events);
    const fd = mean(rps.feed);
    return [
      {
        name: `POST ${EVENTS} (batches of ${BATCH}/s)`,
        unit: 'req/s',
        tack: Math.round(ev),
        reference: Math.round(fd),
        referenceName: `GET ${FEED}, same process`,
        ratio: ev / fd,
        better: 'higher',
        details: {
          connections: CONNECTIONS,
          durationSeconds: DURATION,
          rounds: rps,
          eventsPerSecond: Math.round(ev * BATCH),
        },
      },
    ];
  } finally {
    await tack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.table(await events());
