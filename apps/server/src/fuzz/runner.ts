import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { checkAnswer } from './check.ts';
import { ACTORS, seedFixtures, type Actor, type ActorName } from './fixtures.ts';
import { destructiveLast, operationsOf, type Operation } from './operations.ts';
import { requestArb, type FuzzRequest } from './requests.ts';

export interface FuzzOptions {
  /** Cases per operation per actor. */
  runs: number;
  seed: number;
  actors?: ActorName[];
  log?: (line: string) => void;
  /** Failures already owned elsewhere: still counted, listed apart, and not a test failure. */
  known?: KnownIssue[];
}

export interface KnownIssue {
  operation: string;
  strategy: RegExp;
  why: string;
}

export interface FuzzFailure {
  operation: string;
  actor: ActorName;
  kind: '5xx' | 'envelope' | 'harness';
  detail: string;
  request: string;
  /** Set when a KnownIssue explains it. */
  known?: string;
}

export interface FuzzFigures {
  seed: number;
  runsPerOperation: number;
  operations: number;
  actors: ActorName[];
  requests: number;
  fiveXx: number;
  mismatches: number;
  /** Of the 5xx and mismatches, how many a KnownIssue explains. */
  knownFailures: number;
  byStatus: Record<string, number>;
  ms: number;
  /** The operations that took longest, to keep the suite's time in check. */
  slowest: { operation: string; ms: number }[];
  failures: FuzzFailure[];
}

/** A seed per operation and actor, so one of them replays the same whatever runs before it. */
function seedFor(seed: number, op: string, actor: string): number {
  let h = seed | 0;
  for (const ch of `${op}|${actor}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x9e3779b1) | 0;
  return h;
}

const summary = (req: FuzzRequest) => {
  const payload = req.payload === undefined ? '' : String(req.payload);
  return `${req.method} ${req.url.slice(0, 200)} [${req.strategy}]${payload ? ` ${payload.slice(0, 200)}` : ''}`;
};

/** Reads the operations from the app's own /openapi.json and fuzzes each one as every actor. */
export async function runFuzz(
  app: FastifyInstance,
  db: Kysely<Database>,
  opts: FuzzOptions,
): Promise<FuzzFigures> {
  const started = Date.now();
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const ops = destructiveLast(operationsOf(doc));
  const { known, actors } = await seedFixtures(app, db);
  const actorNames = opts.actors ?? ACTORS;
  const figures: FuzzFigures = {
    seed: opts.seed,
    runsPerOperation: opts.runs,
    operations: ops.length,
    actors: actorNames,
    requests: 0,
    fiveXx: 0,
    mismatches: 0,
    knownFailures: 0,
    byStatus: {},
    ms: 0,
    slowest: [],
    failures: [],
  };
  const send = async (op: Operation, actor: Actor, req: FuzzRequest) => {
    figures.requests++;
    const unsafe = req.method !== 'GET' && req.method !== 'HEAD';
    let problem: ReturnType<typeof checkAnswer> | { kind: 'harness'; detail: string };
    try {
      const res = await app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: {
          cookie: actor.cookie,
          ...(unsafe && !req.noCsrf ? { 'x-csrftoken': actor.csrf } : {}),
          ...req.headers,
        },
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      const status = String(res.statusCode);
      figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
      problem = checkAnswer(req.method, req.url, res.statusCode, res.body);
    } catch (error) {
      problem = { kind: 'harness', detail: String(error).slice(0, 200) };
    }
    if (/UserSessionResource|UserRegisterResource/.test(op.path)) await actor.restore();
    if (!problem) return;
    if (problem.kind === '5xx') figures.fiveXx++;
    else figures.mismatches++;
    const known = opts.known?.find((k) => k.operation === op.id && k.strategy.test(req.strategy));
    if (known) figures.knownFailures++;
    const same = figures.failures.filter((f) => f.operation === op.id).length;
    if (same < 3) {
      figures.failures.push({
        operation: op.id,
        actor: actor.name,
        kind: problem.kind,
        detail: problem.detail,
        request: summary(req),
        ...(known ? { known: known.why } : {}),
      });
    }
  };
  const times: { operation: string; ms: number }[] = [];
  for (const op of ops) {
    const opStarted = Date.now();
    const arb = requestArb(op, known);
    for (const name of actorNames) {
      const actor = actors[name];
      await fc.assert(
        fc.asyncProperty(arb, async (req) => {
          await send(op, actor, req);
          return true;
        }),
        { numRuns: opts.runs, seed: seedFor(opts.seed, op.id, name) },
      );
    }
    times.push({ operation: op.id, ms: Date.now() - opStarted });
    opts.log?.(`${op.id}: ${figures.requests} requests so far`);
  }
  figures.slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 8);
  figures.ms = Date.now() - started;
  return figures;
}

/** The seed of this run: FUZZ_SEED replays one; otherwise the given default. */
export function fuzzSeed(fallback: number): number {
  const raw = process.env.FUZZ_SEED;
  if (raw === undefined || raw === '') return fallback;
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${raw}`);
  return seed;
}
