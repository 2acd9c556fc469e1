import type {
  ToolDocumentInput,
  ToolDocumentKind,
  ToolDocumentLink,
  ToolDocumentView,
} from '@core/tools/tool-document-contracts';
import { RECENT_DOCUMENTS_KEY } from '@core/pages/first-data';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { unwrap } from '@/lib/api-client';
import { toolDocumentQueryOptions, toolDocumentsApi, typedDocument } from './tool-document-queries';
import { toolDocumentsKey } from './tool-documents-key';

/** What a save sends: a new document (no id), or one over `id` made from `version` (a stale one is a 409). */
export type ToolDocumentSaving<Data> = { input: ToolDocumentInput<Data> } & (
  | { id: null }
  | { id: string; version: number }
);

/** The dashboard's documents saved last, out of date once a document is saved or deleted. */
const invalidateRecent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: RECENT_DOCUMENTS_KEY });

/** Saves a document, new or over an existing one; refreshes the list (the tool's, and the dashboard's). */
export function useSaveToolDocument<Schema extends z.ZodMiniType>(kind: ToolDocumentKind<Schema>) {
  const queryClient = useQueryClient();
  const { toolId } = kind;
  return useMutation({
    mutationFn: async (saving: ToolDocumentSaving<z.output<Schema>>): Promise<ToolDocumentView<z.output<Schema>>> => {
      const { documents } = toolDocumentsApi;
      const answer =
        saving.id === null
          ? await documents.$post({ param: { toolId }, json: saving.input })
          : await documents[':id'].$put({
              param: { toolId, id: saving.id },
              json: { ...saving.input, version: saving.version },
            });
      return typedDocument(kind, await unwrap(answer));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(toolDocumentQueryOptions(kind, saved.id).queryKey, saved);
      return Promise.all([
        invalidateRecent(queryClient),
        queryClient.invalidateQueries({ queryKey: toolDocumentsKey(toolId), exact: true }),
      ]);
    },
  });
}

/** Deletes a document (its link stops working with it). */
export function useDeleteToolDocument({ toolId }: ToolDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await toolDocumentsApi.documents[':id'].$delete({ param: { toolId, id } })),
    onSuccess: () =>
      Promise.all([
        invalidateRecent(queryClient),
        queryClient.invalidateQueries({ queryKey: toolDocumentsKey(toolId) }),
      ]),
  });
}

/** Makes a new read-only link (any earlier one stops working); the token is only in this answer. */
export function useCreateToolDocumentLink({ toolId }: ToolDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ToolDocumentLink> =>
      unwrap(await toolDocumentsApi.documents[':id'].link.$post({ param: { toolId, id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolDocumentsKey(toolId), exact: true }),
  });
}

/** Stops a document's read-only link. */
export function useStopToolDocumentLink({ toolId }: ToolDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await toolDocumentsApi.documents[':id'].link.$delete({ param: { toolId, id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolDocumentsKey(toolId), exact: true }),
  });
}
