import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines } from '../../test/engines.ts';
import type { Engine } from '../db/dialect.ts';
import { fuzzSeed, runFuzz, type FuzzFigures, type KnownIssue } from './runner.ts';

/**
 * Bad input generated from the contract (issue 11): every operation in /openapi.json, signed
 * out, signed in and as an operator. `npm test` runs 100 cases per operation per actor on SQLite
 * with a fixed seed; `npm run bench -- fuzz` runs 1,000 on both engines with a fresh seed.
 * FUZZ_SEED replays a run, FUZZ_RUNS sets its size, FUZZ_ENGINES its engines (sqlite,postgres),
 * FUZZ_REPORT writes the figures as JSON.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = fuzzSeed(20_251_111);
const wanted = (process.env.FUZZ_ENGINES ?? 'sqlite').split(',') as Engine[];
const reports: (FuzzFigures & { engine: Engine })[] = [];

/**
 * Failures whose fix is on another branch: still counted and listed, but not a test failure.
 * Empty since sec-uploads (malformed multipart answered 500) was merged; remove an entry as soon
 * as its fix lands, so the suite holds the route to it.
 */
const KNOWN: KnownIssue[] = [];

for (const engine of wanted) {
  describe.skipIf(!engines.includes(engine))(`contract fuzz [${engine}]`, () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t?.close());

    it(
      'answers every generated request without a 5xx, and every 4xx in the error envelope',
      async () => {
        const figures = await runFuzz(t.app, t.db.db, { runs: RUNS, seed: SEED, known: KNOWN });
        reports.push({ engine, ...figures });
        const statuses = Object.entries(figures.byStatus)
          .sort()
          .map(([s, n]) => `${s}:${n}`)
          .join(' ');
        console.log(
          `contract fuzz [${engine}] seed ${figures.seed} (replay: FUZZ_SEED=${figures.seed}): ` +
            `${figures.operations} operations x ${figures.actors.length} actors x ${RUNS} = ` +
            `${figures.requests} requests in ${(figures.ms / 1000).toFixed(1)} s; ` +
            `5xx ${figures.fiveXx}, envelope mismatches ${figures.mismatches} ` +
            `(known, fixed elsewhere: ${figures.knownFailures}); ${statuses}`,
        );
        console.log(
          `  slowest: ${figures.slowest.map((s) => `${s.operation} ${s.ms} ms`).join(', ')}`,
        );
        for (const f of figures.failures)
          console.log(
            `  ${f.known ? `known (${f.known}) ` : ''}${f.kind} ${f.operation} as ${f.actor}: ` +
              `${f.detail}\n    ${f.request}`,
          );
        expect(figures.operations).toBeGreaterThan(90);
        expect(figures.failures.filter((f) => !f.known)).toEqual([]);
      },
      // About 2 ms a request; generous, as the bench runs 10x the cases on a busy machine.
      Math.max(RUNS, 100) * 6_000,
    );
  });
}

afterAll(() => {
  const out = process.env.FUZZ_REPORT;
  if (out) fs.writeFileSync(out, `${JSON.stringify(reports, null, 2)}\n`);
});
