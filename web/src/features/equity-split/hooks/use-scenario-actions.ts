import { equityScenarioDocuments, equityScenarioSchema } from '@core/tools/equity-split/equity-scenarios';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentActions } from '@/lib/tool-documents/use-document-actions';
import type { EquityDraft } from './use-equity-draft';

/**
 * The saved scenarios panel's actions on the calculator's draft (the tool documents' own, ADR 0024): save (new or
 * over the open one), open, start anew (asking first when there are unsaved changes) and delete.
 */
export function useScenarioActions(draft: EquityDraft) {
  const t = useT();
  const actions = useDocumentActions(
    equityScenarioDocuments,
    {
      open: draft.open,
      isDirty: draft.isDirty,
      snapshot: draft.snapshot,
      saved: draft.saved,
      close: draft.closeScenario,
      load: (data, open) => draft.load(data?.founders ?? null, open),
    },
    {
      saved: (name) => t({ id: 'equitySplit.scenarios.saved', defaultMessage: "Saved ''{name}''" }, { name }),
      opened: (name) => t({ id: 'equitySplit.scenarios.opened', defaultMessage: "Opened ''{name}''" }, { name }),
      deleted: (name) => t({ id: 'equitySplit.scenarios.deleted', defaultMessage: "Deleted ''{name}''" }, { name }),
      nameTaken: t({ id: 'equitySplit.scenarios.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({ id: 'equitySplit.scenarios.goneOnSave', defaultMessage: 'This scenario no longer exists. Save it as a new one.' }),
      saveError: t({ id: 'equitySplit.scenarios.saveError', defaultMessage: 'Could not save the scenario. Please try again.' }),
      gone: t({ id: 'equitySplit.scenarios.gone', defaultMessage: 'This scenario no longer exists.' }),
      openError: t({ id: 'equitySplit.scenarios.openError', defaultMessage: 'Could not open the scenario. Please try again.' }),
      deleteError: t({ id: 'equitySplit.scenarios.deleteError', defaultMessage: 'Could not delete the scenario. Please try again.' }),
    },
  );

  /** Why founders cannot be saved, in one sentence for the panel (each founder card shows its own field). */
  const foundersProblem = (path: PropertyKey[], message: string): string =>
    path.at(-1) === 'name' ? t({ id: 'equitySplit.scenarios.unnamedFounder', defaultMessage: 'Give every founder a name before saving.' }) : message;

  const submit = (asNew: boolean) => {
    const { founders, error } = draft.toScenarioFounders();
    if (!founders) return actions.tell({ formError: error });
    const checked = equityScenarioSchema.safeParse({ name: actions.name, data: { founders } });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      if (issue?.path[0] === 'name') return actions.tell({ nameError: issue.message });
      return actions.tell({
        formError: foundersProblem(issue?.path ?? [], issue?.message ?? t({ id: 'equitySplit.scenarios.cannotSave', defaultMessage: 'This scenario cannot be saved.' })),
      });
    }
    actions.save(checked.data, asNew);
  };

  return { ...actions, submit };
}

export type ScenarioActions = ReturnType<typeof useScenarioActions>;
