import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePricingDraft } from './use-pricing-draft';

/** The address's parameter naming the open analysis, so that a reload opens it again. */
export const ANALYSIS_PARAM = 'analysis';

/**
 * The analysis on the page and its saving as a named tool document (the tool documents' actions, ADR 0024): the
 * first save by the Save button; after it, by itself after each pause in the changes when Auto save is on
 * (ADR 0028), else by the Save button again. The open analysis's id is in the address (?analysis=), so a reload,
 * or the address in another browser, opens it again.
 */
export function useAnalysisSaving() {
  const [search, setSearch] = useSearchParams();
  const showIn = (id: string | null) =>
    setSearch(
      (params) => {
        if (id) params.set(ANALYSIS_PARAM, id);
        else params.delete(ANALYSIS_PARAM);
        return params;
      },
      { replace: true },
    );
  const state = usePricingDraft((open) => showIn(open?.id ?? null));
  const actions = state.document;
  const requested = search.get(ANALYSIS_PARAM);
  const { openId } = actions;

  // The analysis the address names, opened (on arrival, on a reload); one that cannot be leaves the address.
  useEffect(() => {
    if (!requested || requested === openId) return;
    let isCurrent = true;
    void actions.openDocument({ id: requested }).then((opened) => {
      if (!opened && isCurrent) showIn(null);
    });
    return () => {
      isCurrent = false;
    };
    // Only a new address opens an analysis; what it opens then is `openId`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  return {
    state,
    saving: {
      ...actions,
      /** The address names an analysis not open yet: it is being fetched. */
      isOpening: requested !== null && requested !== openId,
    },
  };
}

export type AnalysisSaving = ReturnType<typeof useAnalysisSaving>['saving'];
