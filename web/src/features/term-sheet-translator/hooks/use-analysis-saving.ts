import { useState } from 'react';
import type { FieldErrors } from './analysis-draft';
import type { AnalysisDraftState } from './use-analysis-draft';

/**
 * The analysis's Save, which also tells what it finds wrong by its field, while it still is — until another analysis
 * is put on the page (the name's problems are the document's own).
 */
export function useAnalysisSaving(analysis: AnalysisDraftState) {
  /** The fields the last Save found wrong, on the document put on the page `loads` times. */
  const [wrongOnSave, setWrongOnSave] = useState<{ loads: number; fields: readonly string[] }>({
    loads: 0,
    fields: [],
  });
  const stillWrong = analysis.checked.errors;
  const fields = wrongOnSave.loads === analysis.loads ? wrongOnSave.fields : [];
  return {
    ...analysis,
    /** What Save found wrong, by field, while it still is. */
    errors: Object.fromEntries(
      fields.flatMap((field) => (stillWrong[field] ? [[field, stillWrong[field]]] : [])),
    ) as FieldErrors,
    submit: () => {
      setWrongOnSave({ loads: analysis.loads, fields: Object.keys(stillWrong) });
      analysis.submit();
    },
  };
}

export type AnalysisSaving = ReturnType<typeof useAnalysisSaving>;
