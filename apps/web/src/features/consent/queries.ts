import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentSurface, Session } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { useToast } from '../../ui/Toast.tsx';
import { authKeys } from '../auth/queries.ts';
import { COOKIE_TOAST_MS, COOKIE_TOAST_TEXT, type ConsentValues } from './consent-texts.ts';
// Where a choice is made, what it refuses is removed from the browser at once (consent-now.ts).
import './consent-now.ts';

/**
 * Saves the three choices (§7 `UserSettingsResource` update), puts the answer in the session
 * (the banner closes), refreshes the user and says so in the 3 s toast (§4, §8).
 */
export function useSaveConsent() {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (o: { values: ConsentValues; surface: ConsentSurface }) =>
      callResource('UserSettingsResource', 'update', { ...o.values, surface_tag: o.surface }),
    onSuccess: (cookieConsent) => {
      qc.setQueryData<Session>(authKeys.session, (s) => (s ? { ...s, cookieConsent } : s));
      void qc.invalidateQueries({ queryKey: authKeys.session });
      toast({ text: COOKIE_TOAST_TEXT, duration: COOKIE_TOAST_MS });
    },
    onError: () => toast({ text: 'Sorry! Something went wrong on our end.', tone: 'error' }),
  });
}
