import { termSheetAnalysisDocuments } from '@core/tools/term-sheet-translator/analyses';
import { useMemo, useState } from 'react';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useDocumentActions } from '@/lib/tool-documents/use-document-actions';
import { checkDraft, type FieldErrors } from './analysis-draft';
import type { AnalysisDraftState } from './use-analysis-draft';

/**
 * The analysis's saved document (the tool documents' actions, ADR 0024): Save (a new one, or over the open one at
 * the version it was opened at) and, with the Auto save preference on, an analysis saved once saving itself after
 * each pause in the changes (ADR 0028); open, start anew, delete. What Save finds wrong is told by its field.
 */
export function useAnalysisSaving(analysis: AnalysisDraftState) {
  const t = useT();
  const { locale } = useI18n();
  const checked = useMemo(() => checkDraft(analysis.draft, locale), [analysis.draft, locale]);
  /** The fields the last Save found wrong (the name is the actions' own); forgotten when another analysis is put on the page. */
  const [wrongOnSave, setWrongOnSave] = useState<readonly string[]>([]);
  const actions = useDocumentActions(
    termSheetAnalysisDocuments,
    {
      ...analysis,
      load: (data, open) => {
        setWrongOnSave([]);
        analysis.load(data, open);
      },
    },
    {
      nameTaken: t({ id: 'termSheet.save.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({ id: 'termSheet.save.gone', defaultMessage: 'This analysis no longer exists. Save it again to keep it.' }),
      saveError: t({ id: 'termSheet.save.error', defaultMessage: 'Could not save the analysis. Please try again.' }),
      gone: t({ id: 'termSheet.saved.gone', defaultMessage: 'This analysis no longer exists.' }),
      openError: t({ id: 'termSheet.saved.openError', defaultMessage: 'Could not open the analysis. Please try again.' }),
      deleteError: t({ id: 'termSheet.saved.deleteError', defaultMessage: 'Could not delete the analysis. Please try again.' }),
    },
    { data: 'data' in checked ? checked.data : null, savesNewByItself: false },
  );
  const stillWrong: FieldErrors = 'errors' in checked ? checked.errors : {};
  return {
    ...actions,
    /** What Save found wrong, by field, while it still is. */
    errors: Object.fromEntries(wrongOnSave.flatMap((field) => (stillWrong[field] ? [[field, stillWrong[field]]] : []))) as FieldErrors,
    submit: () => {
      setWrongOnSave(Object.keys(stillWrong));
      actions.submit();
    },
  };
}

export type AnalysisSaving = ReturnType<typeof useAnalysisSaving>;
