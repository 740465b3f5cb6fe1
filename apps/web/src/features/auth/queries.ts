import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginOptions, Session, SignupOptions } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { forgetOfflinePages } from '../install/offline-pages.ts';

export const authKeys = { session: ['session'] as const };

const sessionQuery = {
  queryKey: authKeys.session,
  queryFn: () => callResource('UserSessionResource', 'get', {}),
  staleTime: 60_000,
};

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in viewer, or null. */
export const useViewer = () => useSession().data?.viewer ?? null;

/**
 * The viewer once the session is known, for an action that needs one: a click made while the
 * page is still asking who is signed in waits for the answer instead of being taken as signed out
 * (which would open the login prompt for someone who is logged in).
 */
export function useViewerWhenKnown() {
  const qc = useQueryClient();
  return useCallback(async () => (await qc.ensureQueryData(sessionQuery)).viewer ?? null, [qc]);
}

function useSessionMutation<I>(fn: (input: I) => Promise<Session>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (session) => {
      // Everything cached was seen as someone else: start over with the new session. The session
      // query itself is kept and given the new answer, so every component reading it (the
      // header) updates even when the one that logged out has gone (the account menu closed).
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.session[0] });
      qc.getMutationCache().clear();
      forgetOfflinePages();
      qc.setQueryData(authKeys.session, session);
    },
  });
}

export const useLogin = () =>
  useSessionMutation((o: LoginOptions) => callResource('UserSessionResource', 'create', o));
export const useSignup = () =>
  useSessionMutation((o: SignupOptions) => callResource('UserRegisterResource', 'create', o));
export const useLogout = () =>
  useSessionMutation(() => callResource('UserSessionResource', 'delete', {}));
