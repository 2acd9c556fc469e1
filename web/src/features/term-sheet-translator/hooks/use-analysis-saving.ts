import { termSheetAnalysisDocuments } from '@core/tools/term-sheet-translator/analyses';
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaveToolDocument } from '@/lib/tool-documents/tool-document-mutations';
import { useUserPreferences } from '@/lib/user-preferences';
import { checkDraft, type FieldErrors } from './analysis-draft';
import type { AnalysisDraftState } from './use-analysis-draft';

/** How long after the last change an open analysis saves itself, with Auto save on. */
export const AUTOSAVE_DELAY_MS = 1000;

const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 409 && error.issues.some((issue) => issue.path === 'name');
const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * Saving the analysis on the page: Save (a new one, or over the open one at the version it was opened at), and
 * with the Auto save preference on, an open analysis saving itself a moment after each change (ADR 0028).
 * Problems are told by the field they are about, or for the whole analysis.
 */
export function useAnalysisSaving(analysis: AnalysisDraftState) {
  const t = useT();
  const { locale } = useI18n();
  const messageOf = useMessageOf();
  const save = useSaveToolDocument(termSheetAnalysisDocuments);
  const isAuto = useUserPreferences().data?.autoSave ?? true;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const submit = () => {
    const { draft, open } = analysis;
    const checked = checkDraft(draft, locale);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(open ? { id: open.id, version: open.version, input: checked.input } : { id: null, input: checked.input }, {
      onSuccess: (saved) => {
        analysis.saved(draft, { id: saved.id, version: saved.version });
        setLastSaved(saved.name);
      },
      onError: (failure) => {
        if (isNameTaken(failure)) return setErrors({ name: messageOf(failure, t({ id: 'termSheet.save.nameTaken', defaultMessage: 'That name is taken.' })) });
        if (open && isStatus(failure, 404)) {
          analysis.close();
          return setFormError(t({ id: 'termSheet.save.gone', defaultMessage: 'This analysis no longer exists. Save it again to keep it.' }));
        }
        setFormError(messageOf(failure, t({ id: 'termSheet.save.error', defaultMessage: 'Could not save the analysis. Please try again.' })));
      },
    });
  };

  const { draft, open, isDirty } = analysis;
  const canAutosave = isAuto && open !== null && isDirty && formError === null && !save.isPending && 'input' in checkDraft(draft, locale);
  const autosave = useEffectEvent(submit);
  // Each change restarts the wait; the save reads the analysis as it is then.
  useEffect(() => {
    if (!canAutosave) return;
    const timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canAutosave, draft]);

  return {
    isAuto,
    isSaving: save.isPending,
    errors,
    formError,
    lastSaved,
    submit,
    /** Forgets what was said about an earlier analysis (another is opened or a new one started). */
    reset: () => {
      setErrors({});
      setFormError(null);
      setLastSaved(null);
    },
  };
}

export type AnalysisSaving = ReturnType<typeof useAnalysisSaving>;
