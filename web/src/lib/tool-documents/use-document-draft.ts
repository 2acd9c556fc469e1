import { useCallback, useMemo, useState } from 'react';
import type { DocumentDraft, OpenDocument } from './tool-document-types';
import type { FirstDocument } from './use-first-open-document';

type Draft<Values> = { values: Values; open: OpenDocument | null; baseline: string; loads: number };

/** The state of a draft whose values are not the open document's (a new one, or one whose document is gone). */
const UNSAVED = '';

/**
 * A tool's working copy of a saved document, for `useToolDocument`: the values as the page holds them (numbers as
 * typed), which saved document they are (none for a new one), and whether they changed since it was opened or
 * saved. `valuesOf` turns a saved document's data into values, and null into a new document's.
 * `onOpenChange` hears which document is open after each open, save, start anew or loss (to put it in the address).
 * `workOf` picks what of the values is the work (the rest, such as a result last calculated, is not a change).
 * `first`: the saved document the page is first drawn with (counted as one put on the page), if any.
 */
export function useDocumentDraft<Data, Values>(
  valuesOf: (data: Data | null) => Values,
  onOpenChange?: (open: OpenDocument | null) => void,
  workOf: (values: Values) => unknown = (values) => values,
  first: FirstDocument<Data> | null = null,
) {
  const snapshotOf = (values: Values) => JSON.stringify(workOf(values));
  const [draft, setDraft] = useState<Draft<Values>>(() => {
    const values = valuesOf(first?.data ?? null);
    return { values, open: first?.open ?? null, baseline: snapshotOf(values), loads: first ? 1 : 0 };
  });
  const { values, open, baseline, loads } = draft;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `workOf` picks the same fields on every render
  const current = useMemo(() => snapshotOf(values), [values]);
  const change = useCallback(
    (update: (values: Values) => Values) => setDraft((now) => ({ ...now, values: update(now.values) })),
    [],
  );

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
      setDraft((now) => ({ values: loaded, open: next, baseline: snapshotOf(loaded), loads: now.loads + 1 }));
      onOpenChange?.(next);
    },
  };
  return { ...document, values, change, loads };
}
