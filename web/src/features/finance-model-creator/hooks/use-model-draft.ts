import { financeModelSchema, type FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import { projectModel } from '@core/tools/finance-model-creator/project-model';
import { useMemo, useState } from 'react';
import type { OpenDocument as OpenScenario } from '@/lib/tool-documents/use-document-actions';
import { useT } from '@/lib/i18n/use-t';
import { modelInputOf, newLine, newModelValues, nextLineId, valuesOf, type DefaultNames, type ListKey, type ModelValues } from '../components/model-form-values';


type Draft = { values: ModelValues; open: OpenScenario | null; baseline: string };

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
 * since), and — recalculated on every change — its check by the core schema (a message by each field) and,
 * when it passes, its projection.
 */
export function useModelDraft() {
  const names = useDefaultNames();
  const [draft, setDraft] = useState<Draft>(() => {
    const values = newModelValues(names);
    return { values, open: null, baseline: JSON.stringify(values) };
  });
  const { values } = draft;
  const setValues = (change: (current: ModelValues) => ModelValues) => setDraft((current) => ({ ...current, values: change(current.values) }));
  const checked = useMemo(() => financeModelSchema.safeParse(modelInputOf(values)), [values]);
  const projection = useMemo(() => (checked.success ? projectModel(checked.data) : null), [checked]);
  const errors = useMemo(() => new Map((checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])), [checked]);

  return {
    values,
    open: draft.open,
    isDirty: JSON.stringify(values) !== draft.baseline,
    /** The model, checked; null while a field is wrong. */
    model: checked.success ? checked.data : null,
    projection,
    /** The message for the field at a path ('startingCash', 'streams.0.name'). */
    errorAt: (path: string) => errors.get(path),
    setField: <Key extends 'currency' | 'months' | 'startingCash' | 'costOfRevenuePercent'>(key: Key, value: ModelValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value })),
    updateLine: <Key extends ListKey>(list: Key, id: string, patch: Partial<Line<Key>>) =>
      setValues((current) => ({ ...current, [list]: current[list].map((line) => (line.id === id ? { ...line, ...patch } : line)) })),
    addLine: (list: ListKey) =>
      setValues((current) => ({ ...current, [list]: [...current[list], newLine[list](nextLineId(current[list], ID_PREFIX[list]), names)] })),
    removeLine: (list: ListKey, id: string) => setValues((current) => ({ ...current, [list]: current[list].filter((line) => line.id !== id) })),
    /** Opens a saved model (or null: a new one). */
    load: (model: FinanceModel | null, open: OpenScenario | null) => {
      const next = model ? valuesOf(model) : newModelValues(names);
      setDraft({ values: next, open, baseline: JSON.stringify(next) });
    },
    /** What is in the form now, to tell later whether it changed (see `saved`). */
    snapshot: () => JSON.stringify(values),
    /** After a save of `sent` (the snapshot taken when saving): the open scenario; later edits stay unsaved. */
    saved: (open: OpenScenario, sent: string) => setDraft((current) => ({ ...current, open, baseline: sent })),
    /** The open scenario is gone (deleted): what is on screen stays, unsaved. */
    closeScenario: () => setDraft((current) => ({ ...current, open: null, baseline: '' })),
  };
}

export type ModelDraft = ReturnType<typeof useModelDraft>;
