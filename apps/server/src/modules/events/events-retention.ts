import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobHandler } from '../jobs/worker.ts';

/** The recurring job that forgets old events, and its one row's fixed id. */
export const EVENT_RETENTION_JOB = 'events.retention';
export const EVENT_RETENTION_JOB_ID = 'recurring:events.retention';

const DAY_MS = 86_400_000;
/** Rows one statement deletes: short transactions, so the log's writers never wait long. */
export const RETENTION_BATCH = 5000;
/** Batches one run deletes at most; a larger backlog continues at the next run, soon after. */
const MAX_BATCHES = 20;
const HOUR_MS = 3_600_000;

/** The oldest `created_at` kept: events logged before it go. */
export function retentionCutoff(nowMs: number, days: number): string {
  return new Date(nowMs - days * DAY_MS).toISOString();
}

/** Deletes up to `batch` events older than the cutoff; answers how many went. */
export async function deleteEventsBefore(
  db: Kysely<Database>,
  cutoff: string,
  batch = RETENTION_BATCH,
): Promise<number> {
  // A subselect with a limit: both engines bound a DELETE this way (neither takes DELETE ... LIMIT
  // portably). The created_at index finds the oldest rows without a scan.
  const res = await db
    .deleteFrom('events')
    .where('id', 'in', (eb) =>
      eb.selectFrom('events').select('id').where('created_at', '<', cutoff).limit(batch),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Runs hourly (a row in the jobs table, so one process runs it and its schedule survives
 * restarts): deletes events older than EVENT_RETENTION_DAYS in bounded batches. With more left
 * than one run may delete it comes back in a minute instead of an hour.
 */
export function eventRetentionJob(db: Kysely<Database>, days: number): JobHandler {
  return async () => {
    const cutoff = retentionCutoff(Date.now(), days);
    for (let i = 0; i < MAX_BATCHES; i++) {
      if ((await deleteEventsBefore(db, cutoff)) < RETENTION_BATCH)
        return { again: new Date(Date.now() + HOUR_MS) };
    }
    return { again: new Date(Date.now() + 60_000) };
  };
}
