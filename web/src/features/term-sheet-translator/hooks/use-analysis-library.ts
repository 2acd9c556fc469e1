import { termSheetAnalysisDocuments } from '@core/tools/term-sheet-translator/analyses';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAskFirst } from '@/lib/use-ask-first';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteToolDocument } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { toolDocumentsKey } from '@/lib/tool-documents/tool-documents-key';
import { blankDraft, draftFromData } from './analysis-draft';
import type { AnalysisDraftState } from './use-analysis-draft';
import type { AnalysisSaving } from './use-analysis-saving';

/** What waits for 'Discard Changes': opening a saved analysis, or starting a new one. */
export type Replacing = { kind: 'open'; analysis: ToolDocumentSummary } | { kind: 'new' };

/**
 * The saved analyses' actions on the page: open one, start a new one (asking first when there are unsaved
 * changes), delete one; with what went wrong, in words.
 */
export function useAnalysisLibrary(analysis: AnalysisDraftState, saving: AnalysisSaving, writeNumber: (value: number) => string) {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const remove = useDeleteToolDocument(termSheetAnalysisDocuments);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);

  const open = async ({ id }: ToolDocumentSummary) => {
    setOpeningId(id);
    setProblem(null);
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(termSheetAnalysisDocuments, id));
      analysis.load(draftFromData(whole.name, whole.data, writeNumber), { id: whole.id, version: whole.version });
      saving.reset();
    } catch (failure) {
      const gone = failure instanceof ApiError && failure.status === 404;
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(termSheetAnalysisDocuments.toolId), exact: true });
      setProblem(
        gone
          ? t({ id: 'termSheet.saved.gone', defaultMessage: 'This analysis no longer exists.' })
          : t({ id: 'termSheet.saved.openError', defaultMessage: 'Could not open the analysis. Please try again.' }),
      );
    } finally {
      setOpeningId(null);
    }
  };
  const startNew = () => {
    analysis.load(blankDraft(), null);
    saving.reset();
    setProblem(null);
  };
  const act = (next: Replacing) => (next.kind === 'open' ? void open(next.analysis) : startNew());
  const replacement = useAskFirst<Replacing>(act);

  return {
    openingId,
    problem,
    /** Opens an analysis or starts a new one, asking first when there are unsaved changes. */
    replace: (next: Replacing) => replacement.askIf(analysis.isDirty, next),
    replacing: replacement.pending,
    cancelReplace: replacement.cancel,
    confirmReplace: replacement.confirm,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    isDeleting: remove.isPending,
    confirmDelete: () => {
      if (!deleting) return;
      const { id } = deleting;
      remove.mutate(id, {
        onSuccess: () => {
          if (analysis.open?.id === id) analysis.close();
        },
        onError: (failure) => setProblem(messageOf(failure, t({ id: 'termSheet.saved.deleteError', defaultMessage: 'Could not delete the analysis. Please try again.' }))),
        onSettled: () => setDeleting(null),
      });
    },
  };
}

export type AnalysisLibrary = ReturnType<typeof useAnalysisLibrary>;
