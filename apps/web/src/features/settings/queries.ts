import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession, UserSummary, Viewer } from '@tack/contract';
import type { Locale, Theme } from '@tack/contract/account';
import { callResource, callV3, csrfToken, readEnvelope } from '../../api/client.ts';
import { authKeys } from '../auth/queries.ts';

export const settingsKeys = {
  sessions: ['settings', 'sessions'] as const,
  twoFactor: ['settings', 'two-factor'] as const,
  passkeys: ['settings', 'passkeys'] as const,
};

/**
 * After a change to how the viewer is shown (names, username, picture): the session answers the
 * new viewer at once, and everything else cached (cards with their attribution, profiles) is
 * fetched again as it is next shown.
 */
function useViewerChanged() {
  const qc = useQueryClient();
  return (viewer: Viewer | null) => {
    if (viewer) qc.setQueryData(authKeys.session, { isAuthenticated: true, viewer });
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== authKeys.session[0] });
  };
}

export function useUpdateProfile() {
  const changed = useViewerChanged();
  return useMutation({
    mutationFn: (o: Parameters<typeof callResource<'UserProfileResource', 'update'>>[2]) =>
      callResource('UserProfileResource', 'update', o),
    onSuccess: changed,
  });
}

export function useUpdateAccount() {
  const changed = useViewerChanged();
  return useMutation({
    mutationFn: (o: { locale?: Locale; country?: string; theme?: Theme }) =>
      callResource('UserAccountResource', 'update', o),
    onSuccess: changed,
  });
}

/** The picture, cropped square in the browser, through the upload pipeline on the server. */
async function uploadAvatar(picture: Blob): Promise<UserSummary> {
  const form = new FormData();
  form.append('image', picture, 'avatar.jpg');
  if (!csrfToken()) await fetch('/healthz', { credentials: 'same-origin' });
  const res = await fetch('/v3/users/me/avatar/', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-CSRFToken': csrfToken() },
    body: form,
  });
  return readEnvelope<UserSummary>(res);
}

export function useAvatar() {
  const qc = useQueryClient();
  const changed = useViewerChanged();
  const refreshViewer = async () => {
    const session = await callResource('UserSessionResource', 'get', {});
    qc.setQueryData(authKeys.session, session);
    changed(session.viewer);
  };
  return {
    upload: useMutation({ mutationFn: uploadAvatar, onSuccess: refreshViewer }),
    remove: useMutation({
      mutationFn: () => callV3<UserSummary>('DELETE', '/v3/users/me/avatar/'),
      onSuccess: refreshViewer,
    }),
  };
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (o: { current_password: string; new_password: string }) =>
      callResource('PasswordChangeResource', 'update', o),
  });

export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: () => callResource('ActiveSessionsResource', 'get', {}),
  });
}

export function useRevokeSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (o: { id: string } | { others: true }) =>
      callResource('ActiveSessionsResource', 'delete', o),
    onSuccess: (list: ActiveSession[]) => qc.setQueryData(settingsKeys.sessions, list),
  });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: settingsKeys.twoFactor,
    queryFn: () => callResource('TwoFactorResource', 'get', {}),
  });
}

/** The account's passkeys; asked for only once two-factor sign-in is on. */
export function usePasskeys(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.passkeys,
    queryFn: () => callResource('PasskeysResource', 'get', {}),
    enabled,
  });
}
