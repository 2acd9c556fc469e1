import { termSheetAnalysisDocuments, type TermSheetAnalysisData } from '@core/tools/term-sheet-translator/analyses';
import { useCallback } from 'react';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import {
  blankDraft,
  checkDraft,
  draftFromData,
  type AnalysisDraft,
  type FieldErrors,
  type WaterfallDraft,
} from './analysis-draft';

/**
 * The analysis on the page and its saved document (`useToolDocument`): what is typed, checked as a saved analysis
 * would be (in the page's language), which saved analysis it is (none for a new one) and whether it changed since.
 * With the Auto save preference on it saves itself after each pause in the changes (ADR 0028, 0069), else with Save;
 * a new one is in the company's currency (ADR 0070). Saved figures are written with `writeNumber`.
 */
export function useAnalysisDraft(writeNumber: (value: number) => string) {
  const t = useT();
  const { locale } = useI18n();
  const { currency } = useCompanySettings();
  const valuesOf = useCallback(
    (data: TermSheetAnalysisData | null) => (data ? draftFromData(data, writeNumber) : { ...blankDraft(), currency }),
    [writeNumber, currency],
  );
  const check = useCallback(
    (draft: AnalysisDraft) => {
      const checked = checkDraft(draft, locale);
      return 'data' in checked
        ? { data: checked.data, errors: {} as FieldErrors }
        : { data: null, errors: checked.errors };
    },
    [locale],
  );
  const document = useToolDocument(termSheetAnalysisDocuments, {
    valuesOf,
    check,
    labels: {
      name: t({ id: 'termSheet.save.name', defaultMessage: 'Analysis name' }),
      startNew: t({ id: 'termSheet.save.new', defaultMessage: 'New analysis' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'termSheet.save.defaultName', defaultMessage: 'Term sheet {number}' }, { number }),
      nameTaken: t({ id: 'termSheet.save.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'termSheet.save.gone',
        defaultMessage: 'This analysis no longer exists. Save it again to keep it.',
      }),
      saveError: t({ id: 'termSheet.save.error', defaultMessage: 'Could not save the analysis. Please try again.' }),
      gone: t({ id: 'termSheet.saved.gone', defaultMessage: 'This analysis no longer exists.' }),
      openError: t({
        id: 'termSheet.saved.openError',
        defaultMessage: 'Could not open the analysis. Please try again.',
      }),
      deleteError: t({
        id: 'termSheet.saved.deleteError',
        defaultMessage: 'Could not delete the analysis. Please try again.',
      }),
    },
  });
  const { change } = document;
  const update = useCallback((patch: Partial<AnalysisDraft>) => change(() => patch), [change]);
  const updateWaterfall = useCallback(
    (patch: Partial<WaterfallDraft>) => change((current) => ({ waterfall: { ...current.waterfall, ...patch } })),
    [change],
  );
  return { ...document, draft: document.values, update, updateWaterfall };
}

export type AnalysisDraftState = ReturnType<typeof useAnalysisDraft>;
