/** How an experience stands now: Paused, Scheduled, Ended or Live. */
export function scheduleStatus(
  e: { paused: boolean; starts_at: string | null; ends_at: string | null },
  now: Date,
): 'Paused' | 'Scheduled' | 'Ended' | 'Live' {
  if (e.paused) return 'Paused';
  if (e.starts_at && Date.parse(e.starts_at) > now.getTime()) return 'Scheduled';
  if (e.ends_at && Date.parse(e.ends_at) <= now.getTime()) return 'Ended';
  return 'Live';
}

/** `2026-11-23T10:30` in local time (a datetime-local input) <-> ISO with offset. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "US, gb" -> ['US', 'GB'] (uppercased when `upper`); empty -> undefined. */
export function listOf(value: string, upper = false): string[] | undefined {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (upper ? s.toUpperCase() : s));
  return items.length ? items : undefined;
}
