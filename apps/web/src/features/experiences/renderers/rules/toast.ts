import { TIMING, isRecord, readNumber, readText, readUrl } from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Toast (type 10)
// ---------------------------------------------------------------------------------------------

/** The toast's stay: `duration` in ms (500-60000), else 2000 ms. */
export function toastDurationMs(duration: unknown): number {
  const d = readNumber(duration, 500, 60_000);
  return d === undefined ? TIMING.toastDefaultDurationMs : Math.round(d);
}

export interface ToastView {
  text: string;
  link?: string;
  durationMs: number;
}

export function readToast(data: unknown): ToastView | null {
  if (!isRecord(data)) return null;
  const text = readText(data.text);
  if (!text) return null;
  const link = readUrl(data.link);
  const durationMs = toastDurationMs(data.duration);
  return link ? { text, link, durationMs } : { text, durationMs };
}
