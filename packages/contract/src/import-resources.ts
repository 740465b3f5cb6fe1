import { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import {
  ImportGetOptions,
  ImportJob,
  ImportReport,
  ImportReportOptions,
  ImportsListOptions,
} from './import.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 17: following an import the viewer started (`POST /v3/users/me/imports/`). */
export const importResources = {
  UserImportResource: {
    get: def({
      options: ImportGetOptions,
      data: ImportJob,
      auth: 'user',
      summary: "One of the viewer's imports: its state, progress and counts",
    }),
  },
  UserImportsResource: {
    get: def({
      options: ImportsListOptions,
      data: z.array(ImportJob),
      auth: 'user',
      summary: "The viewer's latest imports, newest first",
    }),
  },
  ImportReportResource: {
    get: def({
      options: ImportReportOptions,
      data: ImportReport,
      auth: 'user',
      summary:
        "An import's report, item by item: imported, skipped as duplicate, or failed and why",
    }),
  },
};
