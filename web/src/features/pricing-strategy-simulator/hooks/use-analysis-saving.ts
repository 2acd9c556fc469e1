import { DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { pricingAnalysisDocuments, pricingAnalysisSchema } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteToolDocument, useSaveToolDocument } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { useUserPreferences } from '@/lib/user-preferences';
import { NEW_DRAFT, toDraft } from './pricing-draft';
import type { PricingDraftState } from './use-pricing-draft';

/** The address's parameter naming the open analysis, so that a reload opens it again. */
export const ANALYSIS_PARAM = 'analysis';

export type SaveStatus = 'new' | 'saved' | 'unsaved' | 'saving' | 'error';

const AUTOSAVE_DELAY_MS = 1000;

const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 409 && error.issues.some((issue) => issue.path === 'name');

/**
 * Saving the analysis as a named tool document: the first save by the Save button; after it, by itself a second
 * after the last change when Auto save is on (ADR 0028), else by the Save button again. The open analysis's id is
 * in the address (?analysis=), so a reload opens it again.
 */
export function useAnalysisSaving({ draft, checked, load }: PricingDraftState) {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const autoSave = useUserPreferences().data?.autoSave ?? DEFAULT_PREFERENCES.autoSave;
  const save = useSaveToolDocument(pricingAnalysisDocuments);
  const remove = useDeleteToolDocument(pricingAnalysisDocuments);
  const [open, setOpen] = useState<{ id: string; version: number } | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState(() => JSON.stringify({ name: '', draft: NEW_DRAFT }));
  const [failed, setFailed] = useState(false);
  const current = JSON.stringify({ name, draft });
  const isDirty = current !== savedAs;
  const requested = search.get(ANALYSIS_PARAM);
  // The address names an analysis not open yet: it is being fetched.
  const isOpening = requested !== null && requested !== open?.id;

  const showIn = (id: string | null) =>
    setSearch(
      (params) => {
        if (id) params.set(ANALYSIS_PARAM, id);
        else params.delete(ANALYSIS_PARAM);
        return params;
      },
      { replace: true },
    );

  const submit = () => {
    const input = pricingAnalysisSchema.safeParse({ name, data: checked.data });
    if (!checked.data || !input.success) {
      const nameIssue = input.success ? undefined : input.error.issues.find((issue) => issue.path[0] === 'name');
      setNameError(nameIssue?.message ?? null);
      setProblem(checked.data ? null : t({ id: 'pricing.saving.fixFields', defaultMessage: 'Fix the fields marked in red before saving.' }));
      return;
    }
    const sent = current;
    setNameError(null);
    setProblem(null);
    save.mutate(open ? { id: open.id, version: open.version, input: input.data } : { id: null, input: input.data }, {
      onSuccess: (saved) => {
        setOpen({ id: saved.id, version: saved.version });
        setSavedAs(sent);
        setFailed(false);
        showIn(saved.id);
      },
      onError: (failure) => {
        setFailed(true);
        if (isNameTaken(failure)) return setNameError(messageOf(failure, t({ id: 'pricing.saving.nameTaken', defaultMessage: 'That name is taken.' })));
        setProblem(messageOf(failure, t({ id: 'pricing.saving.error', defaultMessage: 'Could not save the analysis. Your changes are kept here; try again.' })));
      },
    });
  };

  // Auto save: a second after the last change to an analysis saved before, when it is whole and not already failing.
  const autoSubmit = useEffectEvent(submit);
  useEffect(() => {
    if (!autoSave || !open || !isDirty || !checked.data || save.isPending || failed) return;
    const timer = setTimeout(autoSubmit, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoSave, open, current, isDirty, checked.data, save.isPending, failed]);

  const startFrom = (id: string | null, loadedName: string, loaded: typeof draft, version = 0) => {
    load(loaded);
    setName(loadedName);
    setSavedAs(JSON.stringify({ name: loadedName, draft: loaded }));
    setOpen(id ? { id, version } : null);
    setNameError(null);
    setProblem(null);
    setFailed(false);
  };

  // The analysis the address names, opened (on arrival, on a reload, or when another is chosen).
  useEffect(() => {
    if (!requested || requested === open?.id) return;
    let isCurrent = true;
    queryClient
      .fetchQuery(toolDocumentQueryOptions(pricingAnalysisDocuments, requested))
      .then((whole) => isCurrent && startFrom(whole.id, whole.name, toDraft(whole.data), whole.version))
      .catch((failure: unknown) => {
        if (!isCurrent) return;
        showIn(null);
        setProblem(
          failure instanceof ApiError && failure.status === 404
            ? t({ id: 'pricing.saving.gone', defaultMessage: 'This analysis no longer exists.' })
            : t({ id: 'pricing.saving.openError', defaultMessage: 'Could not open the analysis. Please try again.' }),
        );
      })
    return () => {
      isCurrent = false;
    };
    // Only a new address opens an analysis; what it opens then sets `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  const status: SaveStatus = save.isPending ? 'saving' : failed ? 'error' : !open ? 'new' : isDirty ? 'unsaved' : 'saved';

  return {
    autoSave,
    open,
    name,
    setName,
    nameError,
    problem,
    status,
    isDirty,
    isOpening,
    isSaving: save.isPending,
    submit,
    openAnalysis: (id: string) => showIn(id),
    startNew: () => {
      showIn(null);
      startFrom(null, '', NEW_DRAFT);
    },
    isDeleting: remove.isPending,
    deleteAnalysis: (id: string, onDone: () => void) =>
      remove.mutate(id, {
        onSuccess: () => {
          if (open?.id === id) {
            showIn(null);
            startFrom(null, '', NEW_DRAFT);
          }
        },
        onError: (failure) => setProblem(messageOf(failure, t({ id: 'pricing.saving.deleteError', defaultMessage: 'Could not delete the analysis. Please try again.' }))),
        onSettled: onDone,
      }),
  };
}

export type AnalysisSaving = ReturnType<typeof useAnalysisSaving>;
