import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import type { Told } from './document-save-reducer';
import { useDeleteToolDocument } from './tool-document-mutations';
import type { DocumentActionTexts } from './tool-document-types';

type DeletingTexts = Pick<DocumentActionTexts, 'deleteError'>;

/** Deleting a saved document, once asked (`askDelete`) and confirmed; `onDeleted` hears which one went, the header says it. */
export function useDocumentDeleting(
  kind: ToolDocumentKind,
  onDeleted: (id: string) => void,
  tell: (told: Told) => void,
  texts: DeletingTexts,
) {
  const t = useT();
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
          // Said by every tool in the header's status, where the saves are said (issue 33: one status).
          tell({ status: t({ id: 'toolDocuments.deleted', defaultMessage: "Deleted ''{name}''" }, { name }) });
        },
        onError: (failure) => tell({ formError: messageOf(failure, texts.deleteError) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}
