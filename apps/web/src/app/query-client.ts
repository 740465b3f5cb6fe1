import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so code outside React (the event log's consent
 * check, features/consent/consent-now.ts) reads the same session the components do.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
