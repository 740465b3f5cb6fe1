import type { z } from 'zod';
import type { ImportJob, ImportReport, ImportReportOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import {
  findImport,
  latestImports,
  outcomeCounts,
  reportItems,
  type ImportRow,
} from './imports.repository.ts';

const REPORT_PAGE = 50;
const LIST = 10;

/** Imports as the web app shows them: state, progress and counts by kind and outcome. */
export async function presentImports(
  ctx: Pick<CallContext, 'db'>,
  rows: ImportRow[],
): Promise<ImportJob[]> {
  const counts = await outcomeCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = counts.filter((c) => c.import_id === r.id);
    const count = (kind: string, outcome: string) =>
      mine.find((c) => c.kind === kind && c.outcome === outcome)?.n ?? 0;
    const tally = (kind: string) => ({
      imported: count(kind, 'imported'),
      duplicate: count(kind, 'duplicate'),
      failed: count(kind, 'failed'),
    });
    return {
      id: r.id,
      source: r.source,
      fileName: r.file_name,
      state: r.state,
      total: r.total,
      done: mine.filter((c) => c.outcome !== null).reduce((n, c) => n + c.n, 0),
      pins: tally('pin'),
      boards: tally('board'),
      error: r.error,
      createdAt: r.created_at,
      finishedAt: r.finished_at,
    };
  });
}

/** One of the viewer's imports; another person's is as missing as one that never was. */
async function ownImport(ctx: CallContext, id: string): Promise<ImportRow> {
  const row = await findImport(ctx.db, id, ctx.viewer!.id);
  if (!row) throw notFound('Import');
  return row;
}

export async function getImport(ctx: CallContext, o: { id: string }): Promise<ImportJob> {
  return (await presentImports(ctx, [await ownImport(ctx, o.id)]))[0]!;
}

export async function listImports(ctx: CallContext): Promise<ImportJob[]> {
  return presentImports(ctx, await latestImports(ctx.db, ctx.viewer!.id, LIST));
}

/** The report, item by item in the file's order, a page at a time. */
export async function importReport(
  ctx: CallContext,
  o: z.output<typeof ImportReportOptions>,
): Promise<ImportReport> {
  const imp = await ownImport(ctx, o.id);
  const after = o.bookmark ? decodeOffset(o.bookmark) - 1 : -1;
  const rows = await reportItems(ctx.db, imp.id, {
    outcome: o.outcome,
    afterIdx: after,
    limit: REPORT_PAGE + 1,
  });
  const page = rows.slice(0, REPORT_PAGE);
  return {
    items: page.map((r) => ({
      index: r.idx,
      kind: r.kind,
      title: r.title,
      outcome: r.outcome,
      reason: r.reason,
      targetId: r.target_id,
    })),
    bookmark: rows.length > REPORT_PAGE ? encodeOffset(page.at(-1)!.idx + 1) : null,
  };
}
