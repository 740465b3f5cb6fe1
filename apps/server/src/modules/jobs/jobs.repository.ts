import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, JobsTable } from '../../db/database.ts';
import type { Engine } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';

export type JobRow = Selectable<JobsTable>;
type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Adds a job. Call it with the request's transaction: the job exists exactly when the change
 * that asked for it was committed (a rolled-back signup sends no mail).
 */
export async function enqueueJob(
  db: Writer,
  kind: string,
  payload: unknown,
  opts: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind,
      payload: JSON.stringify(payload),
      state: 'queued',
      max_attempts: opts.maxAttempts ?? 8,
      run_at: (opts.runAt ?? new Date()).toISOString(),
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Takes up to `limit` due jobs (of `kinds`, when given): queued ones whose time has come, and running ones whose lease
 * ran out (their worker died). On PostgreSQL two workers skip each other's rows
 * (`FOR UPDATE SKIP LOCKED`); SQLite has one writer at a time, so the update is the claim.
 */
export async function claimJobs(
  db: Kysely<Database>,
  engine: Engine,
  opts: { now: Date; leaseMs: number; limit: number; kinds?: string[] },
): Promise<JobRow[]> {
  const now = opts.now.toISOString();
  let due = db
    .selectFrom('jobs')
    .select('id')
    .$if(!!opts.kinds, (q) => q.where('kind', 'in', opts.kinds!))
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .limit(opts.limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      locked_until: new Date(opts.now.getTime() + opts.leaseMs).toISOString(),
      updated_at: now,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

export async function completeJob(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', locked_until: null, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: again at `retryAt`, or failed for good when there is none. */
export async function failJob(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: retryAt ? 'queued' : 'failed',
      run_at: (retryAt ?? new Date()).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 1000),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Makes sure a recurring job (one fixed id, e.g. the notification email sweep) exists and will
 * run: added when missing, queued again when it had failed for good. Every server process calls
 * this at start; the fixed id makes it one row however many processes there are, and the row
 * (with its next `run_at`) is what carries the schedule across restarts.
 */
export async function ensureRecurringJob(
  db: Kysely<Database>,
  id: string,
  kind: string,
  firstRunAt: Date,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind,
      payload: '{}',
      state: 'queued',
      // Never failed for good by a run of bad luck: it backs off to an hour and keeps trying.
      max_attempts: 1_000_000,
      run_at: firstRunAt.toISOString(),
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ state: 'queued', attempts: 0, run_at: firstRunAt.toISOString() })
        .where('jobs.state', 'in', ['done', 'failed']),
    )
    .execute();
}

/** A recurring job ran: it waits in the queue for its next time (and a fresh set of attempts). */
export async function rescheduleJob(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'queued',
      attempts: 0,
      run_at: at.toISOString(),
      locked_until: null,
      last_error: null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** Finished jobs are history: kept a week for anyone looking into a problem, then removed. */
export async function pruneJobs(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('updated_at', '<', olderThan.toISOString())
    .execute();
}

/** A long job still at work keeps its lease (a sliced import after each batch of items). */
export async function extendLease(db: Kysely<Database>, id: string, until: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: until.toISOString(), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}
