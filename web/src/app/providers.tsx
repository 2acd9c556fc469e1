import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { CompanySettingsProvider } from '@/lib/company-settings';
import { I18nProvider, type I18nState } from '@/lib/i18n/i18n-provider';
import { SessionProvider } from '@/lib/session';

type AppProvidersProps = {
  queryClient: QueryClient;
  /** The page's language with its messages, loaded before the first render (English when not given). */
  i18n?: I18nState;
  children: ReactNode;
};

/** What every page needs that does not depend on the router. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider initial={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CompanySettingsProvider>{children}</CompanySettingsProvider>
          <ToasterOnDemand />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
