import type { FirstData } from '@core/pages/first-data';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of a tool's documents lives under this key; the list is the key itself. */
export const toolDocumentsKey = (toolId: string) => ['tool-documents', toolId] as const;

/** Puts the tool's documents the page came with (on a tool's page) into the cache, as its list query answers them. */
export function seedFirstToolDocuments(queryClient: QueryClient, data: FirstData | undefined) {
  if (data?.user && data.toolDocuments)
    queryClient.setQueryData(toolDocumentsKey(data.toolDocuments.toolId), data.toolDocuments.documents);
}
