import type { TermSheetAnalysisData } from '@core/tools/term-sheet-translator/analyses';
import { useCallback } from 'react';
import { useDocumentDraft } from '@/lib/tool-documents/use-document-draft';
import { blankDraft, draftFromData, type AnalysisDraft, type WaterfallDraft } from './analysis-draft';

/**
 * The analysis on the page (the tool documents' draft): what is typed, which saved analysis it is (none for a new
 * one) and whether it changed since it was opened or saved. Saved figures are written with `writeNumber`.
 */
export function useAnalysisDraft(writeNumber: (value: number) => string) {
  const valuesOf = useCallback((data: TermSheetAnalysisData | null) => (data ? draftFromData(data, writeNumber) : blankDraft()), [writeNumber]);
  const document = useDocumentDraft(valuesOf);
  const { change } = document;
  const update = useCallback((patch: Partial<AnalysisDraft>) => change((current) => ({ ...current, ...patch })), [change]);
  const updateWaterfall = useCallback((patch: Partial<WaterfallDraft>) => change((current) => ({ ...current, waterfall: { ...current.waterfall, ...patch } })), [change]);
  return { ...document, draft: document.values, update, updateWaterfall };
}

export type AnalysisDraftState = ReturnType<typeof useAnalysisDraft>;
