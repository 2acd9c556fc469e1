import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { useBoardGarageIdeas } from '@/features/idea-board/hooks/use-garage-ideas';
import { GarageIdeasProvider } from '@/lib/garage-ideas';
import { I18nProvider, type I18nState } from '@/lib/i18n/i18n-provider';
import { SessionProvider } from '@/lib/session';

type AppProvidersProps = {
  queryClient: QueryClient;
  /** The page's language with its messages, loaded before the first render (English when not given). */
  i18n?: I18nState;
  children: ReactNode;
};

/** What every page needs that does not depend on the router; the Idea Garage's ideas for the tools that pick one. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider initial={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <GarageIdeasProvider value={useBoardGarageIdeas}>{children}</GarageIdeasProvider>
          <ToasterOnDemand />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
