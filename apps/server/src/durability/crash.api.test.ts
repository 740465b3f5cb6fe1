import { expect, it } from 'vitest';
import { runCrash } from '../../../../bench/crash/runner.mjs';
import { describeEngines, withPostgresDatabase } from '../../test/engines.ts';

// The crash benchmark's runner at 5 cycles (`npm run bench -- crash` runs 100): a real Tack
// process on loopback, concurrent uploads, pins, saves, moves, board edits and deletes, SIGKILL
// at a random moment, and the data checked after each kill. CRASH_SEED replays a run.
describeEngines('crash durability', (engine) => {
  it('loses no acknowledged write and leaves nothing half written across 5 SIGKILLs', async () => {
    const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : undefined;
    const options = { cycles: 5, killAfterMs: [300, 1500] as [number, number], seed };
    const r =
      engine === 'sqlite'
        ? await runCrash(options)
        : await withPostgresDatabase((databaseUrl) => runCrash({ ...options, databaseUrl }));
    const summary = `seed ${r.seed}: ${JSON.stringify(r.counts)}\n${[...r.problems, ...r.serverErrors, ...r.serverLog].join('\n')}`;
    expect(r.problems, summary).toEqual([]);
    expect(r.lost, summary).toBe(0);
    expect(r.serverErrors, summary).toEqual([]);
    expect(r.orphansAfterGc, summary).toBe(0);
    // The run did write, and was cut off in the middle of writes.
    expect(r.counts.uploads, summary).toBeGreaterThan(0);
    expect(r.counts.bulkMoves + r.counts.pinMoves, summary).toBeGreaterThan(0);
    expect(r.inFlightAtKill, summary).toBeGreaterThan(0);
  }, 120_000);
});
