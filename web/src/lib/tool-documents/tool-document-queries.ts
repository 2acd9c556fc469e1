import type {
  SharedToolDocument,
  ToolDocumentKind,
  ToolDocumentSummary,
  ToolDocumentView,
} from '@core/tools/tool-document-contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { paths } from '@/config/paths';
import { api, unwrap } from '@/lib/api-client';
import { toolDocumentsKey } from './tool-documents-key';

/**
 * A tool's saved documents, for any tool that registered a document kind in core/tools/tool-documents.ts:
 * the queries here and the mutations beside them are all a tool's web feature needs. What comes back is
 * checked with the tool's own data schema, so each tool reads its documents typed.
 */
export const toolDocumentsApi = api.tools[':toolId'];

/** The signed-in user's documents of the tool, the most recently saved first. */
export const toolDocumentsQueryOptions = ({ toolId }: ToolDocumentKind) =>
  queryOptions({
    queryKey: toolDocumentsKey(toolId),
    queryFn: async (): Promise<ToolDocumentSummary[]> =>
      unwrap(await toolDocumentsApi.documents.$get({ param: { toolId } })),
  });

/** A document as the API answered it, with its data read by the tool's schema. */
export const typedDocument = <Schema extends z.ZodMiniType, Document extends { data: unknown }>(
  kind: ToolDocumentKind<Schema>,
  document: Document,
) => ({
  ...document,
  data: kind.data.parse(document.data),
});

/** One saved document, whole (to open it in the tool); always asked afresh. */
export const toolDocumentQueryOptions = <Schema extends z.ZodMiniType>(kind: ToolDocumentKind<Schema>, id: string) =>
  queryOptions({
    queryKey: [...toolDocumentsKey(kind.toolId), id],
    queryFn: async (): Promise<ToolDocumentView<z.output<Schema>>> =>
      typedDocument(
        kind,
        await unwrap(await toolDocumentsApi.documents[':id'].$get({ param: { toolId: kind.toolId, id } })),
      ),
    staleTime: 0,
  });

/**
 * The query of a document's read-only link, its kind loaded first (`load`: the tool route, before the tool's page is
 * drawn, loads it with toolDocumentLoader): one cache entry, whoever asks.
 */
export const sharedDocumentOfToolQueryOptions = <Schema extends z.ZodMiniType>(
  toolId: ToolDocumentKind['toolId'],
  load: () => Promise<ToolDocumentKind<Schema>>,
  token: string,
) =>
  queryOptions({
    queryKey: [...toolDocumentsKey(toolId), 'shared', token],
    queryFn: async (): Promise<SharedToolDocument<z.output<Schema>>> => {
      const [kind, answer] = await Promise.all([
        load(),
        toolDocumentsApi.shared[':token'].$get({ param: { toolId, token } }),
      ]);
      return typedDocument(kind, await unwrap(answer));
    },
    retry: false,
  });

/** A document as its read-only link shows it; an unknown or stopped link fails at once (404). */
export const sharedToolDocumentQueryOptions = <Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  token: string,
) => sharedDocumentOfToolQueryOptions(kind.toolId, () => Promise.resolve(kind), token);

/** The address a document's link opens: its tool's page with the token. */
export const toolDocumentLinkUrl = ({ toolId }: ToolDocumentKind, token: string) =>
  `${window.location.origin}${paths.tool.getHref(toolId)}?share=${encodeURIComponent(token)}`;
