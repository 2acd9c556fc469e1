import { RECENT_DOCUMENTS_KEY } from '@core/pages/first-data';
import type { RecentToolDocument } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/**
 * The user's documents saved last, across tools; asked afresh each time the dashboard opens (saves happen in tools).
 * A dashboard the server draws comes with them (its first data), so the sections below do not move once they come.
 */
export const useRecentDocuments = () =>
  useQuery({
    queryKey: RECENT_DOCUMENTS_KEY,
    queryFn: async (): Promise<RecentToolDocument[]> => unwrap(await api['recent-documents'].$get()),
    staleTime: 0,
  });
