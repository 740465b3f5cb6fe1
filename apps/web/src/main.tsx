import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { router } from './app/router.tsx';
import { followConsent } from './features/consent/consent-now.ts';
import { readSsrData, seedFromServer } from './features/ssr/seed.ts';
import './ui/styles.css';
import './ui/touch.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

// The home feed arrives with its first page rendered; the first render takes over from it.
seedFromServer(queryClient, readSsrData(document, window.location.pathname));
// Code outside React (the event log) asks what the visitor's cookie choice allows.
followConsent(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
