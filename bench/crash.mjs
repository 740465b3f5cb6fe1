// Crash durability benchmark: CRASH_CYCLES (default 100) SIGKILL/restart cycles under concurrent
// writes; prints what was acknowledged, lost, half written, and the media left behind.
// Usage: npm run bench -- crash   (about 15 minutes on 2 cores; CRASH_SEED replays a run)
import { pathToFileURL } from 'node:url';
import { runCrash } from './crash/runner.mjs';

export default async function crash() {
  const cycles = Number(process.env.CRASH_CYCLES ?? 100);
  const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : undefined;
  const r = await runCrash({ cycles, seed, log: (line) => console.log(line) });
  console.log(`seed ${r.seed}; acknowledged: ${JSON.stringify(r.counts)}`);
  for (const p of r.problems.slice(0, 20)) console.log(`PROBLEM ${p}`);
  for (const e of r.serverErrors.slice(0, 5)) console.log(`5xx ${e}`);
  const figure = (name, value, unit, goal) => ({
    name: `crash: ${name}`,
    unit,
    tack: value,
    ...(goal === undefined ? {} : { goal: `${goal}`, pass: value <= goal }),
  });
  return [
    figure(`SIGKILL + restart cycles (seed ${r.seed})`, r.cycles, 'cycles'),
    figure('writes acknowledged (2xx)', r.acknowledged, 'writes'),
    figure('writes in flight at a kill', r.inFlightAtKill, 'writes'),
    figure('acknowledged writes lost', r.lost, 'writes', 0),
    figure(
      'broken rules (half writes, counts, integrity, missing media)',
      r.problems.length,
      'problems',
      0,
    ),
    figure('5xx answers', r.serverErrors.length, 'answers', 0),
    figure('orphan media files before media:gc', r.orphansBeforeGc, 'files'),
    figure('orphan media files after media:gc', r.orphansAfterGc, 'files', 0),
    figure('mean start to healthy', r.meanStartMs, 'ms'),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.table(await crash());
