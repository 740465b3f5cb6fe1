import { z } from 'zod';
import { Bookmark, Id } from './common.ts';
import { longText } from './text.ts';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_SURFACES,
  type ReportReason,
} from './report-reasons.ts';

export * from './report-reasons.ts';

/** A person reports a pin (once); `surface` also hides it for them there (feeds, search...). */
export const PinReportOptions = z
  .object({
    pin_id: Id,
    reason: z.enum(REPORT_REASONS, {
      error: `Choose why you are reporting this Pin (one of ${REPORT_REASONS.join(', ')})`,
    }),
    details: longText({ multiline: true })
      .max(REPORT_DETAILS_MAX, `Keep the details under ${REPORT_DETAILS_MAX} characters`)
      .default(''),
    surface: z
      .enum(REPORT_SURFACES, { error: `surface must be one of ${REPORT_SURFACES.join(', ')}` })
      .optional(),
  })
  .strict();
export const PinReportResult = z.object({
  pinId: Id,
  reason: z.enum(REPORT_REASONS),
  reported: z.literal(true),
});

/** Operators: open reports, one entry per reported pin, the most reported first. */
export const AdminReportsOptions = z.object({ bookmark: Bookmark.optional() }).strict();
export const ReportedPin = z.object({
  pin: z.object({
    id: Id,
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    dominantColor: z.string(),
    link: z.string().nullable(),
    pinner: z.object({ username: z.string(), fullName: z.string() }),
    board: z.object({ name: z.string(), privacy: z.string() }),
    /** Saves of it by others: "Hide for everyone" removes them too. */
    saves: z.number().int(),
    removed: z.boolean(),
  }),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** What reporters wrote, newest first (empty ones left out). */
  details: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportedPin = z.infer<typeof ReportedPin>;
export const AdminReports = z.object({ items: z.array(ReportedPin), bookmark: Bookmark });

export const REPORT_ACTIONS = ['hide', 'dismiss'] as const;
export const AdminReportActionOptions = z
  .object({
    pin_id: Id,
    action: z.enum(REPORT_ACTIONS, { error: 'action must be hide or dismiss' }),
  })
  .strict();
export const AdminReportActionResult = z.object({
  pinId: Id,
  action: z.enum(REPORT_ACTIONS),
  /** Open reports this closed. */
  reports: z.number().int(),
  /** Pins (the original and its saves) hidden for everyone. */
  pins: z.number().int(),
});

export type { ReportReason };
