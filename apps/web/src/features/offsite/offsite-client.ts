import type { OffsiteCheck } from '@tack/contract';
import { readEnvelope } from '../../api/client.ts';

/** §7 `/v3/offsite/` with check_only: what the server says about a pin's link. */
export async function checkOffsite(pinId: string, url: string): Promise<OffsiteCheck> {
  const q = new URLSearchParams({ check_only: 'true', pin_id: pinId, url });
  const res = await fetch(`/v3/offsite/?${q.toString()}`, { credentials: 'same-origin' });
  return readEnvelope<OffsiteCheck>(res);
}

/** Time since the click, in ns (§7 time to offsite). `performance.now()` and the event's
 * `timeStamp` share one clock. */
export const nsSince = (clickTimeStamp: number) =>
  Math.max(0, Math.round((performance.now() - clickTimeStamp) * 1e6));

/** Adds the measured time to an /offsite/ address (other addresses are left alone). */
export function withTime(target: string, ns: number): string {
  if (!target.startsWith('/offsite/')) return target;
  return `${target}&time_to_offsite_ns=${ns}`;
}
