/**
 * Times what the demo seed spends on images: render generated art, then ingest it (decode, every
 * size, write, row). Run: `npx tsx apps/server/src/demo/art-bench.ts [count] [concurrency]`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { LocalStorage } from '../modules/media/local-storage.ts';
import { ingestImage } from '../modules/media/media.service.ts';
import { renderArt } from './art.ts';
import { mapLimit } from './map-limit.ts';

const count = Number(process.argv[2] ?? 640);
const concurrency = Number(process.argv[3] ?? 2);
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tack-art-bench-'));
const { db, close } = openDatabase('sqlite::memory:');
await migrateToLatest(db);
const storage = new LocalStorage(dir);
const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 40_000_000 };

let renderMs = 0;
let ingestMs = 0;
let bytes = 0;
const started = performance.now();
await mapLimit(
  Array.from({ length: count }, (_, i) => 1000 + i),
  concurrency,
  async (seed) => {
    const t0 = performance.now();
    const art = await renderArt(seed);
    const t1 = performance.now();
    await ingestImage(db, storage, art.body, limits);
    ingestMs += performance.now() - t1;
    renderMs += t1 - t0;
    bytes += art.body.length;
  },
);
const wall = (performance.now() - started) / 1000;
console.log(
  `${count} images, concurrency ${concurrency}: ${wall.toFixed(1)} s wall ` +
    `(render ${(renderMs / 1000).toFixed(1)} s + ingest ${(ingestMs / 1000).toFixed(1)} s of task time; ` +
    `${(bytes / count / 1024).toFixed(0)} KB mean original)`,
);
await close();
await fs.rm(dir, { recursive: true, force: true });
