import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import { projectModel } from '@core/tools/finance-model-creator/project-model';
import { useMemo } from 'react';
import { useCompanySettings } from '@/lib/company-settings';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkModel } from './check-model';
import {
  newLine,
  newModelValues,
  nextLineId,
  valuesOf,
  type DefaultNames,
  type ListKey,
  type ModelValues,
} from '../components/model-form-values';

const ID_PREFIX: Record<ListKey, string> = {
  streams: 'stream',
  headcount: 'role',
  expenses: 'expense',
  funding: 'funding',
};

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
 * The model being edited and its saved scenario (the tool documents' `useToolDocument`): its fields as typed, and —
 * recalculated on every change — its check by the core schema (a message by each field) and, when it passes, its
 * projection. Saved from the page header (ADR 0069): by itself after each pause in typing when the user's Auto save is
 * on (ADR 0028), a new model under its default name, else with Save; open, start anew (asking first) and delete.
 */
export function useModelDraft() {
  const t = useT();
  const names = useDefaultNames();
  const { currency } = useCompanySettings();
  const document = useToolDocument(financeModelDocuments, {
    valuesOf: (model: FinanceModel | null) => (model ? valuesOf(model) : newModelValues(names, currency)),
    check: checkModel,
    labels: {
      name: t({ id: 'financeModel.scenarios.name', defaultMessage: 'Scenario name' }),
      startNew: t({ id: 'financeModel.scenarios.new', defaultMessage: 'New Model' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'financeModel.scenarios.defaultName', defaultMessage: 'Financial model {number}' }, { number }),
      nameTaken: t({ id: 'financeModel.scenarios.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'financeModel.scenarios.goneOnSave',
        defaultMessage: 'This scenario no longer exists. Save it as a new one.',
      }),
      saveError: t({
        id: 'financeModel.scenarios.saveError',
        defaultMessage: 'Could not save the scenario. Please try again.',
      }),
      gone: t({ id: 'financeModel.scenarios.gone', defaultMessage: 'This scenario no longer exists.' }),
      openError: t({
        id: 'financeModel.scenarios.openError',
        defaultMessage: 'Could not open the scenario. Please try again.',
      }),
      deleteError: t({
        id: 'financeModel.scenarios.deleteError',
        defaultMessage: 'Could not delete the scenario. Please try again.',
      }),
      fixFields: t({
        id: 'financeModel.scenarios.fixFields',
        defaultMessage: 'Fix the fields marked above before saving.',
      }),
    },
  });
  const { change, checked } = document;
  const model = checked.data;
  const projection = useMemo(() => (model ? projectModel(model) : null), [model]);

  return {
    ...document,
    /** The model, checked; null while a field is wrong. */
    model,
    projection,
    /** The message for the field at a path ('startingCash', 'streams.0.name'). */
    errorAt: (path: string): string | undefined => checked.issues[path],
    setField: <Key extends 'currency' | 'months' | 'startingCash' | 'costOfRevenuePercent'>(
      key: Key,
      value: ModelValues[Key],
    ) => change(() => ({ [key]: value })),
    updateLine: <Key extends ListKey>(list: Key, id: string, patch: Partial<Line<Key>>) =>
      change((current) => ({ [list]: current[list].map((line) => (line.id === id ? { ...line, ...patch } : line)) })),
    addLine: (list: ListKey) =>
      change((current) => ({
        [list]: [...current[list], newLine[list](nextLineId(current[list], ID_PREFIX[list]), names)],
      })),
    removeLine: (list: ListKey, id: string) =>
      change((current) => ({ [list]: current[list].filter((line) => line.id !== id) })),
  };
}

export type ModelDraft = ReturnType<typeof useModelDraft>;
