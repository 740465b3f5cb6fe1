import type { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import {
  AdminReportActionOptions,
  AdminReportActionResult,
  AdminReports,
  AdminReportsOptions,
  PinReportOptions,
  PinReportResult,
} from './report.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 13: reporting a pin, and operators reviewing reports (`/admin/reports`). */
export const reportResources = {
  PinReportResource: {
    create: def({
      options: PinReportOptions,
      data: PinReportResult,
      auth: 'user',
      summary: 'Report a Pin to the operators (once per person); hides it for you where you were',
    }),
  },
  AdminPinReportsResource: {
    get: def({
      options: AdminReportsOptions,
      data: AdminReports,
      auth: 'user',
      summary: 'Operators: open reports grouped by Pin, with counts and reasons',
    }),
    update: def({
      options: AdminReportActionOptions,
      data: AdminReportActionResult,
      auth: 'user',
      summary: 'Operators: hide a reported Pin (and every save of it) for everyone, or dismiss',
    }),
  },
};
