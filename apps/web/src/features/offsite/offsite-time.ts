/** Time since the click, in ns (§7 time to offsite). `performance.now()` and the event's
 * `timeStamp` share one clock. */
export const nsSince = (clickTimeStamp: number) =>
  Math.max(0, Math.round((performance.now() - clickTimeStamp) * 1e6));

/** Adds the measured time to an /offsite/ address (other addresses are left alone). */
export function withTime(target: string, ns: number): string {
  if (!target.startsWith('/offsite/')) return target;
  return `${target}&time_to_offsite_ns=${ns}`;
}
