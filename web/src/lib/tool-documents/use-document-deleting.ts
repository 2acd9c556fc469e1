import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useState } from 'react';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import type { Told } from './document-save-reducer';
import { useDeleteToolDocument } from './tool-document-mutations';
import type { DocumentActionTexts } from './tool-document-types';

type DeletingTexts = Pick<DocumentActionTexts, 'deleted' | 'deleteError'>;

/** Deleting a saved document, once asked (`askDelete`) and confirmed; `onDeleted` hears which one went. */
export function useDocumentDeleting(
  kind: ToolDocumentKind,
  onDeleted: (id: string) => void,
  tell: (told: Told) => void,
  texts: DeletingTexts,
) {
  const messageOf = useMessageOf();
  const remove = useDeleteToolDocument(kind);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);
  return {
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    isDeleting: remove.isPending,
    confirmDelete: () => {
      if (!deleting) return;
      const { id, name } = deleting;
      remove.mutate(id, {
        onSuccess: () => {
          onDeleted(id);
          tell({ status: texts.deleted?.(name) });
        },
        onError: (failure) => tell({ formError: messageOf(failure, texts.deleteError) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}
