import { useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@tack/contract/pin-stats-rules';
import { callResource } from '../../api/client.ts';

export const statsKeys = {
  pin: (id: string, days: StatsRange) => ['pin-stats', id, days] as const,
};

/** A pin's stats over the range (the server rolls up first, so a save just made shows). */
export function usePinStats(id: string, days: StatsRange, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.pin(id, days),
    queryFn: () => callResource('PinAnalyticsResource', 'get', { pin_id: id, days }),
    enabled,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
