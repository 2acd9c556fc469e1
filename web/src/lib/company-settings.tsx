import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@core/preferences/company-settings';
import type { UserPreferences } from '@core/preferences/preferences-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { preferencesQueryKey } from './preferences-query-key';
import { useSession } from './session';

const CompanySettingsContext = createContext<CompanySettings>(DEFAULT_COMPANY_SETTINGS);

/**
 * The signed-in founder's company setting (ADR 0070) for every page: from their preferences, which the page's
 * first data carries, so the server's render and the browser's agree. It only watches them in the cache (whoever
 * shows the page loads them), so the app's entry does not carry the API client — and, being no query observer of
 * its own, never becomes the query's way to fetch (a `skipToken` observer did: refetching the preferences after an
 * import failed). A visitor, or before they load: the defaults.
 */
export function CompanySettingsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : '';
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => client.getQueryData<UserPreferences>(preferencesQueryKey(userId));
  const saved = useSyncExternalStore(subscribe, read, read);
  const { currency, numberFormat, dateFormat, fiscalYearStartMonth } = saved ?? DEFAULT_COMPANY_SETTINGS;
  const settings = useMemo(
    () => ({ currency, numberFormat, dateFormat, fiscalYearStartMonth }),
    [currency, numberFormat, dateFormat, fiscalYearStartMonth],
  );
  return <CompanySettingsContext value={settings}>{children}</CompanySettingsContext>;
}

/** The currency new work starts in, how numbers and dates are written, the financial year's first month. */
export const useCompanySettings = (): CompanySettings => useContext(CompanySettingsContext);
