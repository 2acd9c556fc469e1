import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import type { DocumentActions } from '@/lib/tool-documents/use-document-actions';
import { useFormat } from '@/lib/use-format';
import { DocumentLinkDialog } from './document-link-dialog';
import { DocumentListItem } from './document-list-item';

/** What the list does with the tool's document actions. */
type ListActions = Pick<
  DocumentActions,
  | 'openingId'
  | 'replace'
  | 'replacing'
  | 'cancelReplace'
  | 'confirmReplace'
  | 'askDelete'
  | 'deleting'
  | 'cancelDelete'
  | 'confirmDelete'
  | 'isDeleting'
>;

type SavedDocumentListProps = {
  kind: ToolDocumentKind;
  actions: ListActions;
  openId: string | null;
  /** The tool's line about a document ('3 grants'), in the page's language. */
  summaryOf: (document: ToolDocumentSummary) => string;
  /** The tool's words: the list's name, what it says when empty or not loaded, and the question before a delete. */
  texts: {
    listLabel: string;
    empty: string;
    loadError: string;
    deleteTitle: string;
    deleteDescription: (name: string) => string;
  };
  /** For a tool whose documents can be shared by a read-only link: what the link shows ('Share', 'Shared', ADR 0046). */
  shareDescription?: string;
};

/**
 * A tool's saved documents: open one (asking first before unsaved work is replaced, as starting anew does),
 * delete one (asking first) and, given `shareDescription`, share one by a read-only link.
 */
export function SavedDocumentList({
  kind,
  actions,
  openId,
  summaryOf,
  texts,
  shareDescription,
}: SavedDocumentListProps) {
  const t = useT();
  const format = useFormat();
  const list = useQuery(toolDocumentsQueryOptions(kind));
  const [sharing, setSharing] = useState<ToolDocumentSummary | null>(null);
  const { replacing, deleting } = actions;
  return (
    <>
      <QueryContent query={list} errorMessage={texts.loadError} skeletonClassName="h-16">
        {(documents) =>
          documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.empty}</p>
          ) : (
            <ul className="divide-y divide-border" aria-label={texts.listLabel}>
              {documents.map((document) => (
                <DocumentListItem
                  key={document.id}
                  document={document}
                  detail={t(
                    { id: 'toolDocuments.list.detail', defaultMessage: '{summary} · Saved {date}' },
                    { summary: summaryOf(document), date: format.date(document.updatedAt) },
                  )}
                  isOpen={document.id === openId}
                  isOpening={actions.openingId === document.id}
                  onOpen={() => actions.replace({ kind: 'open', document })}
                  onShare={shareDescription === undefined ? undefined : () => setSharing(document)}
                  onDelete={() => actions.askDelete(document)}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(isOpen) => !isOpen && actions.cancelReplace()}
        title={t({ id: 'toolDocuments.discard.title', defaultMessage: 'Discard unsaved changes?' })}
        description={
          replacing?.kind === 'open'
            ? t(
                {
                  id: 'toolDocuments.discard.opening',
                  defaultMessage: "Opening ''{name}'' replaces what is on the page; its unsaved changes are lost.",
                },
                { name: replacing.document.name },
              )
            : t({
                id: 'toolDocuments.discard.starting',
                defaultMessage: 'Starting anew replaces what is on the page; its unsaved changes are lost.',
              })
        }
        confirmLabel={t({ id: 'toolDocuments.discard.confirm', defaultMessage: 'Discard Changes' })}
        onConfirm={actions.confirmReplace}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && actions.cancelDelete()}
        title={texts.deleteTitle}
        description={deleting ? texts.deleteDescription(deleting.name) : undefined}
        confirmLabel={t({ id: 'toolDocuments.delete.confirm', defaultMessage: 'Delete' })}
        onConfirm={actions.confirmDelete}
        isPending={actions.isDeleting}
      />
      {sharing && shareDescription !== undefined && (
        <DocumentLinkDialog
          kind={kind}
          document={sharing}
          description={shareDescription}
          onClose={() => setSharing(null)}
        />
      )}
    </>
  );
}
