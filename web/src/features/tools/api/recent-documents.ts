import type { RecentToolDocument } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The user's documents saved last, across tools; asked afresh each time the dashboard opens (saves happen in tools). */
export const useRecentDocuments = () =>
  useQuery({
    queryKey: ['tool-documents', 'recent'],
    queryFn: async (): Promise<RecentToolDocument[]> => unwrap(await api['recent-documents'].$get()),
    staleTime: 0,
  });
