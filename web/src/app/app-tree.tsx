import { StrictMode, type ReactNode } from 'react';
import type { FirstData } from '@core/pages/first-data';
import type { QueryClient } from '@tanstack/react-query';
import { OnScreen } from '@/components/on-screen';
import { seedFirstBoard } from '@/features/idea-board/api/board-query-key';
import { seedFirstIdeaPage } from '@/features/idea-page/api/first-idea-page';
import type { I18nState } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';
import { seedFirstData } from '@/lib/first-data';
import { seedFirstToolDocuments } from '@/lib/tool-documents/tool-documents-key';
import { AppProviders } from './providers';

/*
 * What the server's renderer (entry-server.tsx) and the browser's start (mount-app.tsx) share, apart from the
 * browser's: the server's renderer never loads react-dom/client (ADR 0137).
 */

/** A query cache holding what the page came with (who is signed in, their preferences, the route's first data). */
export function seededQueryClient(firstData: FirstData | undefined): QueryClient {
  const queryClient = createQueryClient();
  seedFirstData(queryClient, firstData);
  seedFirstBoard(queryClient, firstData);
  seedFirstIdeaPage(queryClient, firstData);
  seedFirstToolDocuments(queryClient, firstData);
  return queryClient;
}

/**
 * The whole app: the same tree on the server (with a static router, entry-server.tsx) and in the browser, so
 * that hydration finds what the server drew (and useId the same ids). `onScreen`: once it is on screen.
 */
export const appTree = (queryClient: QueryClient, i18n: I18nState, router: ReactNode, onScreen?: () => void) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      {router}
      <OnScreen then={onScreen} />
    </AppProviders>
  </StrictMode>
);
