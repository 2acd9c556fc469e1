import { equityScenarioDataSchema, equityScenarioDocuments, type EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentActions } from '@/lib/tool-documents/use-document-actions';
import type { EquityDraft } from './use-equity-draft';

type Checked = { data: EquityScenarioData; problem?: undefined } | { data: null; problem: string };

/**
 * The saved scenarios panel's actions on the calculator's draft (the tool documents' kit, ADR 0045): save (new or
 * over the open one; an open scenario saves itself after a pause with the user's Auto save on), open, start anew
 * (asking first when there are unsaved changes) and delete.
 */
export function useScenarioActions(draft: EquityDraft) {
  const t = useT();

  /** The founders with their vesting as a scenario keeps them, or why they cannot be saved, in one sentence for the panel. */
  const check = (): Checked => {
    const { founders, error } = draft.toScenarioFounders();
    if (!founders) return { data: null, problem: error };
    const checked = equityScenarioDataSchema.safeParse({ founders });
    if (checked.success) return { data: checked.data };
    const [issue] = checked.error.issues;
    // Each founder card shows its own name field; the panel says it once.
    if (issue?.path.at(-1) === 'name') return { data: null, problem: t({ id: 'equitySplit.scenarios.unnamedFounder', defaultMessage: 'Give every founder a name before saving.' }) };
    return { data: null, problem: issue?.message ?? t({ id: 'equitySplit.scenarios.cannotSave', defaultMessage: 'This scenario cannot be saved.' }) };
  };
  const { data, problem } = check();

  return useDocumentActions(
    equityScenarioDocuments,
    {
      open: draft.open,
      isDirty: draft.isDirty,
      snapshot: draft.snapshot,
      saved: draft.saved,
      close: draft.closeScenario,
      load: (scenario, open) => draft.load(scenario?.founders ?? null, open),
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
    // A new scenario is kept by Save Scenario; once saved, it saves itself with Auto save on.
    { data, fixFields: problem, savesNewByItself: false },
  );
}

export type ScenarioActions = ReturnType<typeof useScenarioActions>;
