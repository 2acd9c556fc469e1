import type { ToolDocumentKind, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import type { useDocumentParam } from './use-document-address';
import { firstOpenDocumentKey } from './tool-documents-key';
import type { OpenDocument } from './tool-document-types';

/** A saved document put on the page by its first render. */
export type FirstDocument<Data> = { data: Data; open: OpenDocument };

/**
 * The document the server drew the tool's page with (the one its address names, or else the one saved last: the
 * page's first data), for the tool's first render: the page is then drawn with it, on the server and in the browser
 * alike, instead of the tool's loading state while it is asked for again. Read once: the page's later visits in the
 * app ask for their document as before. Its id goes into the address (?doc=), as an opened document's does: before
 * the page hydrates (nameFirstDocumentInAddress), or here once it is live.
 */
export function useFirstOpenDocument<Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  { requested, isShared, showIn }: ReturnType<typeof useDocumentParam>,
): FirstDocument<z.output<Schema>> | null {
  const queryClient = useQueryClient();
  const key = firstOpenDocumentKey(kind.toolId);
  const [first] = useState(() => {
    const sent = queryClient.getQueryData<ToolDocumentView<unknown>>(key);
    if (!sent || isShared || (requested !== null && sent.id !== requested)) return null;
    const data = kind.data.safeParse(sent.data);
    return data.success ? { data: data.data, open: { id: sent.id, name: sent.name, version: sent.version } } : null;
  });
  useEffect(() => {
    queryClient.removeQueries({ queryKey: key, exact: true });
    if (first && requested === null) showIn(first.open.id);
    // Once, when the page is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return first;
}
