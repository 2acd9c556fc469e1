import { StrictMode, type ComponentType } from 'react';
import type { $ZodConfig } from 'zod/v4/core';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedFirstIdeaPage } from '@/features/idea-page/api/first-idea-page';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';
import { seedFirstBoard } from '@/features/idea-board/api/board-query-key';
import { seedFirstData } from '@/lib/first-data';
import { markSignedOut } from '@/lib/session';
import { AppProviders } from './providers';
import { createRouter } from './router';

// Our CSP forbids eval: zod validates without compiling (and without probing whether it may, which the CSP reports).
// Set where zod reads its config from when it loads (core.ts says so) rather than with z.config(): zod is then
// only in the routes' chunks, not the entry. Added to, not replaced, in case zod has loaded already.
Object.assign(((globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig ??= {}), { jitless: true });

/**
 * Renders the whole app into `root` at the current address, in the page's language (its messages load
 * first), with the data the page came with already in the query cache. `fromLanding`: the light landing page
 * hands over (the server served it only to a visitor, so the session is known to be signed out), with the
 * landing route it has loaded beside this module (`Landing`), so the same page shows at once.
 */
export async function mountApp(root: Root, { fromLanding = false, Landing }: { fromLanding?: boolean; Landing?: ComponentType } = {}) {
  const queryClient = createQueryClient();
  if (fromLanding) markSignedOut(queryClient);
  else {
    const firstData = seedFirstData(queryClient);
    seedFirstBoard(queryClient, firstData);
    seedFirstIdeaPage(queryClient, firstData);
  }
  const i18n = await loadI18n();
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={createRouter(Landing)} />
      </AppProviders>
    </StrictMode>,
  );
}
