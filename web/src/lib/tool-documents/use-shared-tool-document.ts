import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { z } from 'zod/mini';
import { sharedToolDocumentQueryOptions } from './tool-document-queries';

/**
 * The document a tool page's `?share=` link opens, read-only: loading while it is asked for, then the document, or
 * `linkFailed` when the link opens nothing (stopped, replaced, deleted, mistyped). `enabled: false` stops asking
 * (the equity calculator, once a copy of the shared scenario is open in it). Without `?share=`, none of these.
 */
export function useSharedToolDocument<Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  { enabled = true } = {},
) {
  const [search] = useSearchParams();
  const token = search.get('share');
  const isAsked = token !== null && enabled;
  const shared = useQuery({ ...sharedToolDocumentQueryOptions(kind, token ?? ''), enabled: isAsked });
  return {
    isLoading: isAsked && shared.isPending,
    document: isAsked ? shared.data : undefined,
    linkFailed: isAsked && shared.isError,
  };
}
