import { RECENT_DOCUMENTS_KEY } from '@core/pages/first-data';
import type { RecentToolDocument } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/**
 * The user's documents saved last, across tools. A dashboard the server draws comes with them (its first data), so
 * the sections below do not move once they come, and they are not asked for again then; a save or a delete in a tool
 * marks them out of date (tool-document-mutations.ts), so the dashboard opened next asks.
 */
export const useRecentDocuments = () =>
  useQuery({
    queryKey: RECENT_DOCUMENTS_KEY,
    queryFn: async (): Promise<RecentToolDocument[]> => unwrap(await api['recent-documents'].$get()),
  });
