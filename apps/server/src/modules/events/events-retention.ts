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

/** The logs the setting ages out: the event log, and the outbound-link decisions (issue 12). */
export const AGED_LOGS = ['events', 'link_decisions'] as const;
type AgedLog = (typeof AGED_LOGS)[number];

/** Deletes up to `batch` rows of a log older than the cutoff; answers how many went. */
export async function deleteLogBefore(
  db: Kysely<Database>,
  table: AgedLog,
  cutoff: string,
  batch = RETENTION_BATCH,
): Promise<number> {
  // A subselect with a limit: both engines bound a DELETE this way (neither takes DELETE ... LIMIT
  // portably). Each log's created_at index finds the oldest rows without a scan.
  const res = await db
    .deleteFrom(table)
    .where('id', 'in', (eb) =>
      eb.selectFrom(table).select('id').where('created_at', '<', cutoff).limit(batch),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Runs hourly (a row in the jobs table, so one process runs it and its schedule survives
 * restarts): deletes events and link decisions older than EVENT_RETENTION_DAYS in bounded
 * batches. With more left than one run may delete it comes back in a minute instead of an hour.
 */
export function eventRetentionJob(db: Kysely<Database>, days: number): JobHandler {
  return async () => {
    const cutoff = retentionCutoff(Date.now(), days);
    let more = false;
    for (const table of AGED_LOGS) {
      let i = 0;
      while (i < MAX_BATCHES && (await deleteLogBefore(db, table, cutoff)) === RETENTION_BATCH) i++;
      if (i === MAX_BATCHES) more = true;
    }
    return { again: new Date(Date.now() + (more ? 60_000 : HOUR_MS)) };
  };
}
