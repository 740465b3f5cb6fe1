import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';

export const apiAccessKeys = { all: ['settings', 'api-access'] as const };

/** Everything /settings/apps shows: apps, personal access tokens, apps allowed. */
export function useApiAccess() {
  return useQuery({
    queryKey: apiAccessKeys.all,
    queryFn: () => callResource('ApiAccessResource', 'get', {}),
  });
}

/** A change to the list: once done, the list is read again from the server. */
function useChange<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: apiAccessKeys.all }),
  });
}

export const useCreateApp = () =>
  useChange((o: { name: string; redirect_uris: string[] }) =>
    callResource('ApiAppResource', 'create', o),
  );
export const useDeleteApp = () =>
  useChange((appId: string) => callResource('ApiAppResource', 'delete', { app_id: appId }));
export const useCreateToken = () =>
  useChange((o: Parameters<typeof callResource<'PersonalTokenResource', 'create'>>[2]) =>
    callResource('PersonalTokenResource', 'create', o),
  );
export const useDeleteToken = () =>
  useChange((tokenId: string) =>
    callResource('PersonalTokenResource', 'delete', { token_id: tokenId }),
  );
export const useRevokeApp = () =>
  useChange((appId: string) => callResource('AllowedAppResource', 'delete', { app_id: appId }));
