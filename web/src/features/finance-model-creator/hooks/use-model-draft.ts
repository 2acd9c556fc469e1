import { financeModelSchema, type FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import { projectModel } from '@core/tools/finance-model-creator/project-model';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentDraft } from '@/lib/tool-documents/use-document-draft';
import { modelInputOf, newLine, newModelValues, nextLineId, valuesOf, type DefaultNames, type ListKey, type ModelValues } from '../components/model-form-values';

const ID_PREFIX: Record<ListKey, string> = { streams: 'stream', headcount: 'role', expenses: 'expense', funding: 'funding' };

type Line<Key extends ListKey> = ModelValues[Key][number];

function useDefaultNames(): DefaultNames {
  const t = useT();
  return {
    stream: t({ id: 'financeModel.default.stream', defaultMessage: 'Subscriptions' }),
    role: t({ id: 'financeModel.default.role', defaultMessage: 'Founder' }),
    expense: t({ id: 'financeModel.default.expense', defaultMessage: 'Software and tools' }),
    funding: t({ id: 'financeModel.default.funding', defaultMessage: 'Seed round' }),
  };
}

/**
 * The model being edited: its fields as typed, the saved scenario it came from (with whether anything changed
 * since, the kit's `useDocumentDraft`), and — recalculated on every change — its check by the core schema (a
 * message by each field) and, when it passes, its projection.
 */
export function useModelDraft() {
  const names = useDefaultNames();
  const draft = useDocumentDraft((model: FinanceModel | null) => (model ? valuesOf(model) : newModelValues(names)));
  const { values, change } = draft;
  const checked = useMemo(() => financeModelSchema.safeParse(modelInputOf(values)), [values]);
  const projection = useMemo(() => (checked.success ? projectModel(checked.data) : null), [checked]);
  const errors = useMemo(() => new Map((checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])), [checked]);

  return {
    ...draft,
    /** The model, checked; null while a field is wrong. */
    model: checked.success ? checked.data : null,
    projection,
    /** The message for the field at a path ('startingCash', 'streams.0.name'). */
    errorAt: (path: string) => errors.get(path),
    setField: <Key extends 'currency' | 'months' | 'startingCash' | 'costOfRevenuePercent'>(key: Key, value: ModelValues[Key]) =>
      change((current) => ({ ...current, [key]: value })),
    updateLine: <Key extends ListKey>(list: Key, id: string, patch: Partial<Line<Key>>) =>
      change((current) => ({ ...current, [list]: current[list].map((line) => (line.id === id ? { ...line, ...patch } : line)) })),
    addLine: (list: ListKey) =>
      change((current) => ({ ...current, [list]: [...current[list], newLine[list](nextLineId(current[list], ID_PREFIX[list]), names)] })),
    removeLine: (list: ListKey, id: string) => change((current) => ({ ...current, [list]: current[list].filter((line) => line.id !== id) })),
  };
}

export type ModelDraft = ReturnType<typeof useModelDraft>;
