import type { OffsiteCheck } from '@tack/contract';
import { readEnvelope } from '../../api/client.ts';

/** §7 `/v3/offsite/` with check_only: what the server says about a pin's link. */
export async function checkOffsite(pinId: string, url: string): Promise<OffsiteCheck> {
  const q = new URLSearchParams({ check_only: 'true', pin_id: pinId, url });
  const res = await fetch(`/v3/offsite/?${q.toString()}`, { credentials: 'same-origin' });
  return readEnvelope<OffsiteCheck>(res);
}

/**
 * §7: a right-click on a pin's link (the way to "open in new tab" from the browser's menu) is a
 * clickthrough, sent with check_only=false and aux_data naming it; failures are only logged.
 */
export function logRightClick(pinId: string, url: string, ns: number): void {
  const q = new URLSearchParams({
    check_only: 'false',
    pin_id: pinId,
    url,
    aux_data: JSON.stringify({ clickthrough_type: 'rightClick', object_id: pinId }),
    time_to_offsite_ns: String(ns),
  });
  fetch(`/v3/offsite/?${q.toString()}`, { credentials: 'same-origin' }).catch((err: unknown) =>
    console.info('Tack: the right-click was not logged', err),
  );
}

export { nsSince, withTime } from './offsite-time.ts';
