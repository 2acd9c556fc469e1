import { useCallback, useMemo, useState } from 'react';
import { blankDraft, sameDraft, type AnalysisDraft, type WaterfallDraft } from './analysis-draft';

/** The saved analysis on the page, and the version it was opened or last saved at. */
export type OpenAnalysis = { id: string; version: number };

/**
 * The analysis on the page: what is typed, which saved analysis it is (none for a new one) and what it was
 * when last opened or saved, so that changes since can be told.
 */
export function useAnalysisDraft() {
  const [draft, setDraft] = useState<AnalysisDraft>(blankDraft);
  const [open, setOpen] = useState<OpenAnalysis | null>(null);
  const [saved, setSaved] = useState<AnalysisDraft>(blankDraft);

  const update = useCallback((patch: Partial<AnalysisDraft>) => setDraft((current) => ({ ...current, ...patch })), []);
  const updateWaterfall = useCallback(
    (patch: Partial<WaterfallDraft>) => setDraft((current) => ({ ...current, waterfall: { ...current.waterfall, ...patch } })),
    [],
  );

  return useMemo(
    () => ({
      draft,
      open,
      isDirty: !sameDraft(draft, saved),
      update,
      updateWaterfall,
      /** Puts a saved analysis (or, with null, a new blank one) on the page. */
      load: (next: AnalysisDraft, analysis: OpenAnalysis | null) => {
        setDraft(next);
        setSaved(next);
        setOpen(analysis);
      },
      /** What was sent has been saved as `analysis`; what was typed since stays a change. */
      saved: (sent: AnalysisDraft, analysis: OpenAnalysis) => {
        setSaved(sent);
        setOpen(analysis);
      },
      /** The open analysis is gone: what is on the page becomes a new, unsaved one. */
      close: () => {
        setOpen(null);
        setSaved(blankDraft());
      },
    }),
    [draft, open, saved, update, updateWaterfall],
  );
}

export type AnalysisDraftState = ReturnType<typeof useAnalysisDraft>;
