import type { FirstData } from '@core/pages/first-data';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of a tool's documents lives under this key; the list is the key itself. */
export const toolDocumentsKey = (toolId: string) => ['tool-documents', toolId] as const;

/**
 * Where the document the server drew a tool's page with waits for the tool's first render (useFirstOpenDocument),
 * as the server sent it (its data not yet read by the tool's schema, which loads with the tool).
 */
export const firstOpenDocumentKey = (toolId: string) => [...toolDocumentsKey(toolId), 'first-open'] as const;

/**
 * Puts the tool's documents the page came with (on a tool's page) into the cache, as its list query answers them,
 * and the document the page opens where the tool's first render finds it.
 */
export function seedFirstToolDocuments(queryClient: QueryClient, data: FirstData | undefined) {
  if (!data?.user || !data.toolDocuments) return;
  const { toolId, documents, open } = data.toolDocuments;
  queryClient.setQueryData(toolDocumentsKey(toolId), documents);
  if (open) queryClient.setQueryData<ToolDocumentView<unknown>>(firstOpenDocumentKey(toolId), open);
}
