import { REPORT_REASONS, type ReportReason } from '@tack/contract';

/** Reports one person may file in an hour: plenty for a person, too few for a script. */
export const REPORT_RATE_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 };

/** The open reports of one pin, as rows come from the database. */
export interface ReportLine {
  reason: string;
  details: string;
  created_at: string;
}

/**
 * One reported pin's reports summed up for operators: how many, by reason (the most given first,
 * ties in the dialog's order), what reporters wrote (newest first, blank ones left out), when the
 * first and the last came. A reason no longer offered is counted as "other", not lost.
 */
export function summarize(lines: readonly ReportLine[]) {
  const counts = new Map<ReportReason, number>();
  for (const l of lines) {
    const reason = (REPORT_REASONS as readonly string[]).includes(l.reason)
      ? (l.reason as ReportReason)
      : 'other';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  const order = (r: ReportReason) => REPORT_REASONS.indexOf(r);
  const reasons = [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || order(a.reason) - order(b.reason));
  const newest = [...lines].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    count: lines.length,
    reasons,
    details: newest.map((l) => l.details.trim()).filter(Boolean),
    firstReportedAt: newest.at(-1)?.created_at ?? '',
    lastReportedAt: newest[0]?.created_at ?? '',
  };
}

/** The operators' list pages by position: the bookmark is the next offset, as text. */
export function offsetOf(bookmark: string | null | undefined): number | null {
  if (!bookmark) return 0;
  return /^\d{1,6}$/.test(bookmark) ? Number(bookmark) : null;
}
