import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { router } from './app/router.tsx';
import { queryClient } from './app/query-client.ts';
import { readSsrData, seedFromServer } from './features/ssr/seed.ts';
import { keepServerPlacements } from './features/experiences/server-placements.ts';
import { serverGridPainted } from './features/ssr/first-paint.ts';
import './ui/styles.css';
import './ui/touch.css';

const root = document.getElementById('root')!;
// The home feed arrives with its first page rendered; the first render takes over from it.
seedFromServer(queryClient, readSsrData(document, window.location.pathname));
// ...and with the messages above it, which stay in place until their renderers load.
keepServerPlacements(root);
// The server's grid shows its first images before the app's first render takes its place.
void serverGridPainted(root, 1_000).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
