import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/dialect.ts';
import {
  claimJobs,
  completeJob,
  failJob,
  pruneJobs,
  rescheduleJob,
  type JobRow,
} from './jobs.repository.ts';
import { nextAttemptAt, PermanentJobError } from './retry.ts';

/**
 * Runs one job. A recurring job answers `{ again }`: instead of finishing, its row waits in the
 * queue for that time (the schedule lives in the table, not in a process's timer). A long job
 * done in slices (an import) answers `{ again: now }` to go to the back of the queue. `stopping`
 * is aborted when the worker stops: a sliced job ends its slice at the next item.
 */
export type JobHandler = (
  payload: unknown,
  job: JobRow,
  stopping?: AbortSignal,
) => Promise<void | { again: Date }>;

export interface JobWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** How often the worker looks for due jobs when nothing woke it. */
  pollMs: number;
  /** How long a claimed job is its worker's before another may take it. */
  leaseMs?: number;
  /**
   * Only these kinds (the video worker takes transcodes, so a long one never holds up mail);
   * the main worker takes the rest of its handlers' kinds.
   */
  kinds?: string[];
  /**
   * Jobs claimed at once (10). The import worker takes one at a time: each import runs a slice
   * and goes to the back of the queue, so imports of several people take turns.
   */
  batch?: number;
}

const BATCH = 10;
const WEEK_MS = 7 * 86_400_000;

/**
 * The server's job loop: claims due jobs, runs each kind's handler, and records success or a
 * failure with its backoff. One loop per process; several processes share the table safely.
 * `poke()` runs it soon after a request queued work, so mail goes out in well under a second
 * instead of at the next poll.
 */
export function createJobWorker(opts: JobWorkerOptions) {
  const leaseMs = opts.leaseMs ?? 120_000;
  const batch = opts.batch ?? BATCH;
  let stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;
  let lastPrune = 0;

  async function runJob(job: JobRow): Promise<void> {
    const handler = opts.handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      const result = (await handler(JSON.parse(job.payload), job, stopping.signal)) as
        { again: Date } | undefined;
      if (result?.again) await rescheduleJob(opts.db, job.id, result.again);
      else await completeJob(opts.db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retryAt =
        err instanceof PermanentJobError
          ? null
          : nextAttemptAt(job.attempts, job.max_attempts, Date.now());
      opts.log.warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, retryAt, err: message },
        retryAt ? 'job failed, will retry' : 'job failed for good',
      );
      await failJob(opts.db, job.id, message, retryAt);
    }
  }

  /** Runs every due job now; answers how many ran. */
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await claimJobs(opts.db, opts.engine, {
        now: new Date(),
        leaseMs,
        limit: batch,
        kinds: opts.kinds,
      });
      for (const job of jobs) await runJob(job);
      total += jobs.length;
      // A stopping worker finishes the jobs it claimed and claims no more.
      if (jobs.length < batch || stopped) break;
    }
    if (Date.now() - lastPrune > 3_600_000) {
      lastPrune = Date.now();
      await pruneJobs(opts.db, new Date(Date.now() - WEEK_MS));
    }
    return total;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then(() => undefined)
      .catch((err) => opts.log.error({ err }, 'job worker: could not read the jobs table'))
      .finally(() => {
        running = null;
        schedule(again ? 0 : opts.pollMs);
        again = false;
      });
  }

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      schedule(0);
    },
    /** Work was queued: look soon (after the request's transaction has committed). */
    poke() {
      schedule(50);
    },
    /** Stops the loop and waits for the job in hand. */
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;
