/** Time since the click, in ns (§7 time to offsite). `performance.now()` and the event's
 * `timeStamp` share one clock. */
export const nsSince = (clickTimeStamp: number) =>
  Math.max(0, Math.round((performance.now() - clickTimeStamp) * 1e6));

/** Sets the measured time on an /offsite/ address (other addresses are left alone). */
export function withTime(target: string, ns: number): string {
  if (!target.startsWith('/offsite/')) return target;
  const [path, query = ''] = target.split('?', 2) as [string, string?];
  const q = new URLSearchParams(query);
  q.set('time_to_offsite_ns', String(ns));
  return `${path}?${q.toString()}`;
}
