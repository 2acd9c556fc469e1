import { useCallback, useMemo, useState } from 'react';
import type { DocumentDraft, OpenDocument } from './use-document-actions';

type Draft<Values> = { values: Values; open: OpenDocument | null; baseline: string };

/** The state of a draft whose values are not the open document's (a new one, or one whose document is gone). */
const UNSAVED = '';

/**
 * A tool's working copy of a saved document, for `useDocumentActions`: the values as the page holds them (numbers
 * as typed), which saved document they are (none for a new one), and whether they changed since it was opened or
 * saved. `valuesOf` turns a saved document's data into values, and null into a new document's.
 * `onOpenChange` hears which document is open after each open, save, start anew or loss (to put it in the address).
 */
export function useDocumentDraft<Data, Values>(valuesOf: (data: Data | null) => Values, onOpenChange?: (open: OpenDocument | null) => void) {
  const [draft, setDraft] = useState<Draft<Values>>(() => {
    const values = valuesOf(null);
    return { values, open: null, baseline: JSON.stringify(values) };
  });
  const { values, open, baseline } = draft;
  const current = useMemo(() => JSON.stringify(values), [values]);
  const change = useCallback((update: (values: Values) => Values) => setDraft((now) => ({ ...now, values: update(now.values) })), []);

  const document: DocumentDraft<Data> = {
    open,
    isDirty: current !== baseline,
    snapshot: () => current,
    saved: (next, sent) => {
      setDraft((now) => ({ ...now, open: next, baseline: sent }));
      onOpenChange?.(next);
    },
    close: () => {
      setDraft((now) => ({ ...now, open: null, baseline: UNSAVED }));
      onOpenChange?.(null);
    },
    load: (data, next) => {
      const loaded = valuesOf(data);
      setDraft({ values: loaded, open: next, baseline: JSON.stringify(loaded) });
      onOpenChange?.(next);
    },
  };
  return { ...document, values, change };
}

export type DocumentDraftState<Data, Values> = ReturnType<typeof useDocumentDraft<Data, Values>>;
