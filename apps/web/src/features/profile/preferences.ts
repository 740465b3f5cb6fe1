import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfilePreferences } from '@tack/contract';
import { callResource } from '../../api/client.ts';

/** Pin density to column width, from the spec's masonry widths. */
export const DENSITY_WIDTH = { compact: 175, default: 236, comfy: 270 } as const;

const key = ['preferences'] as const;

export function usePreferences(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => callResource('UserPreferencesResource', 'get', {}),
    enabled,
  });
}

/** Saves a preference; the cached value changes at once and is put back on failure. */
export function useSetPreference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<ProfilePreferences>) =>
      callResource('UserPreferencesResource', 'update', patch),
    onMutate: (patch) => {
      const before = qc.getQueryData<ProfilePreferences>(key);
      if (before) qc.setQueryData(key, { ...before, ...patch });
      return { before };
    },
    onError: (_e, _p, ctx) => ctx?.before && qc.setQueryData(key, ctx.before),
    onSuccess: (prefs) => qc.setQueryData(key, prefs),
  });
}
