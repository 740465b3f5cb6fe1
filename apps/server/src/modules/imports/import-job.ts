import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { extendLease, type JobRow } from '../jobs/jobs.repository.ts';
import { PermanentJobError } from '../jobs/retry.ts';
import { reasonOf } from './import-images.ts';
import { runItem, setCovers, type ItemRun } from './import-items.ts';
import type { BoardItem } from './import-plan.ts';
import {
  findImport,
  parseItem,
  pendingItems,
  setImportState,
  setOutcome,
  type ItemRow,
} from './imports.repository.ts';
import { openSafeZip, type SafeZip } from './zip-reader.ts';

export const IMPORT_JOB = 'import.run';
export const IMPORT_JOB_ATTEMPTS = 8;
/** A claimed import is its worker's this long; each batch of items renews it. */
export const IMPORT_LEASE_MS = 3 * 60_000;

export interface ImportJobPayload {
  importId: string;
  /** The upload on disk (also in the row), so it is removed even if the row is gone. */
  filePath: string | null;
}

const removeFile = (file: string | null) =>
  file ? fs.promises.rm(file, { force: true }) : Promise.resolve();

/** The next items that can run side by side: a run of one kind (boards before their sections). */
function sameKindRun(rows: ItemRow[]): ItemRow[] {
  const kind = rows[0]?.kind;
  const end = rows.findIndex((r) => r.kind !== kind);
  return end < 0 ? rows : rows.slice(0, end);
}

/**
 * The `import.run` job: an import's items in order, `IMPORT_CONCURRENCY` at a time, each
 * outcome written as it is known (the checkpoint: a job that stopped, or a server that
 * restarted, goes on from the first item without one). It works for IMPORT_SLICE_SECONDS, then
 * goes to the back of the import queue (`{ again: now }`), so one person's import of ten
 * thousand pins and another's of ten take turns, and a stopping server ends at the next item.
 * An item that fails for a reason a person can act on (a page that is gone, an image too large)
 * is reported and the import goes on; a failure of the server itself makes the job try again
 * later with backoff, and after its last attempt the import ends as failed, what was done kept.
 */
export function importJob(ctx: AppContext, log: FastifyBaseLogger) {
  const { concurrency, sliceMs } = ctx.config.imports;
  return async (payload: unknown, job: JobRow, stopping?: AbortSignal) => {
    const { importId, filePath } = payload as ImportJobPayload;
    const imp = await findImport(ctx.db, importId);
    // Its person deleted their account (and so the import) meanwhile.
    if (!imp) return removeFile(filePath);
    if (imp.state === 'done' || imp.state === 'failed') return removeFile(filePath);
    if (imp.state === 'queued') await setImportState(ctx.db, imp.id, 'running');
    let zip: SafeZip | null = null;
    try {
      if (imp.source === 'tack') {
        if (!imp.file_path || !fs.existsSync(imp.file_path)) {
          await setImportState(
            ctx.db,
            imp.id,
            'failed',
            'The uploaded file was lost before the import finished. Upload it again: what was imported stays, and nothing is imported twice.',
          );
          return;
        }
        zip = await openSafeZip(imp.file_path, {
          maxEntries: ctx.config.imports.maxItems + 16,
          maxUnzippedBytes: ctx.config.imports.maxUnzippedBytes,
          maxRatio: ctx.config.imports.maxZipRatio,
        });
      }
      const run: ItemRun = { ctx, userId: imp.user_id, zip };
      const deadline = Date.now() + sliceMs;
      while (Date.now() < deadline && !stopping?.aborted) {
        const rows = sameKindRun(await pendingItems(ctx.db, imp.id, concurrency));
        if (!rows.length) {
          await finish(run, imp.id);
          await removeFile(imp.file_path ?? filePath);
          return;
        }
        const results = await Promise.allSettled(
          rows.map(async (row) => {
            try {
              await setOutcome(ctx.db, imp.id, row.idx, await runItem(run, parseItem(row)));
            } catch (err) {
              const reason = reasonOf(err);
              if (reason === null) throw err;
              await setOutcome(ctx.db, imp.id, row.idx, {
                outcome: 'failed',
                reason,
                targetId: null,
              });
            }
          }),
        );
        const broken = results.find((r) => r.status === 'rejected');
        if (broken) throw (broken as PromiseRejectedResult).reason;
        await extendLease(ctx.db, job.id, new Date(Date.now() + IMPORT_LEASE_MS));
      }
      return { again: new Date() };
    } catch (err) {
      log.warn({ err, importId }, 'import slice failed');
      if (job.attempts >= job.max_attempts) {
        await setImportState(
          ctx.db,
          imp.id,
          'failed',
          'The import stopped because of a problem on the server. What was imported stays; upload the file again to import the rest.',
        );
        await removeFile(imp.file_path ?? filePath);
        throw new PermanentJobError(String((err as Error)?.message ?? err));
      }
      throw err;
    } finally {
      zip?.close();
    }
  };
}

/** Every item has its outcome: the boards' covers, then the import is done. */
async function finish(run: ItemRun, importId: string): Promise<void> {
  const boards = await run.ctx.db
    .selectFrom('import_items')
    .select('data')
    .where('import_id', '=', importId)
    .where('kind', '=', 'board')
    .execute();
  await setCovers(
    run,
    boards.map((b) => JSON.parse(b.data) as BoardItem),
  );
  await setImportState(run.ctx.db, importId, 'done');
}
