import type { ComplianceOverview } from '@core/tools/your-ai-ca/compliance-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The calendar's one query: filings, payments and the reminder setting. Every change invalidates it. */
export const complianceQueryKey = ['your-ai-ca'] as const;

export const complianceQueryOptions = queryOptions({
  queryKey: complianceQueryKey,
  queryFn: async (): Promise<ComplianceOverview> => unwrap(await api['your-ai-ca'].$get()),
});

/** The signed-in user's compliance calendar, its statuses worked out for their today. */
export const useCompliance = () => useQuery(complianceQueryOptions);
