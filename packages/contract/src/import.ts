import { z } from 'zod';
import { Bookmark, Id } from './common.ts';
import {
  IMPORT_ITEM_KINDS,
  IMPORT_OUTCOMES,
  IMPORT_SOURCES,
  IMPORT_STATES,
} from './import-constants.ts';

/**
 * Imports (issue 17, docs/import-formats.md): a file is uploaded to `POST /v3/users/me/imports/`
 * and read by a background job; these are what the web app polls for its progress and report.
 */
export {
  IMPORT_ITEM_KINDS,
  IMPORT_OUTCOMES,
  IMPORT_SOURCE_NAMES,
  IMPORT_SOURCES,
  IMPORT_STATES,
  type ImportSource,
} from './import-constants.ts';

const Counts = z.object({
  imported: z.number().int(),
  duplicate: z.number().int(),
  failed: z.number().int(),
});

/**
 * One import and where it stands. `done` of `total` items (boards, sections and pins) have an
 * outcome; `pins` and `boards` count those outcomes by kind. `error` says why a whole import
 * stopped (its file went missing, say); a single item's failure is in the report instead.
 */
export const ImportJob = z.object({
  id: Id,
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  total: z.number().int(),
  done: z.number().int(),
  pins: Counts,
  boards: Counts,
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportGetOptions = z.object({ id: Id }).strict();
export const ImportsListOptions = z.object({}).strict();

/** One line of an import's report: what the item was, and what became of it. */
export const ImportReportItem = z.object({
  index: z.number().int(),
  kind: z.enum(IMPORT_ITEM_KINDS),
  title: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES).nullable(),
  reason: z.string().nullable(),
  /** The pin or board it made or found, when there is one. */
  targetId: Id.nullable(),
});
export type ImportReportItem = z.infer<typeof ImportReportItem>;

export const ImportReportOptions = z
  .object({
    id: Id,
    /** Only items with this outcome (the report's "failed" list). */
    outcome: z.enum(IMPORT_OUTCOMES).optional(),
    bookmark: Bookmark.optional(),
  })
  .strict();

export const ImportReport = z.object({
  items: z.array(ImportReportItem),
  bookmark: Bookmark,
});
export type ImportReport = z.infer<typeof ImportReport>;
