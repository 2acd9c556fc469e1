import { StrictMode } from 'react';
import { z } from 'zod';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';
import { seedFirstBoard } from '@/features/idea-board/api/board-query-key';
import { seedFirstData } from '@/lib/first-data';
import { markSignedOut } from '@/lib/session';
import { AppProviders } from './providers';
import { createRouter } from './router';

// Our CSP forbids eval: zod validates without compiling (and without probing whether it may, which the CSP reports).
z.config({ jitless: true });

/**
 * Renders the whole app into `root` at the current address, in the page's language (its messages load
 * first), with the data the page came with already in the query cache. `fromLanding`: the light landing page
 * hands over (the server served it only to a visitor, so the session is known to be signed out).
 */
export async function mountApp(root: Root, { fromLanding = false }: { fromLanding?: boolean } = {}) {
  const queryClient = createQueryClient();
  if (fromLanding) markSignedOut(queryClient);
  else seedFirstBoard(queryClient, seedFirstData(queryClient));
  const i18n = await loadI18n();
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}
