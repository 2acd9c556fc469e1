import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentActions } from '@/lib/tool-documents/use-document-actions';
import type { ModelDraft } from './use-model-draft';

/**
 * The saved scenarios' actions on the model (the tool documents' kit, ADR 0045): save (new, over the open one, or
 * by itself after each pause in typing when the user's Auto save is on and a scenario is open, ADR 0028), open,
 * start anew (asking first over unsaved changes) and delete.
 */
export function useScenarioActions(draft: ModelDraft) {
  const t = useT();
  return useDocumentActions(
    financeModelDocuments,
    draft,
    {
      saved: (name) => t({ id: 'financeModel.scenarios.saved', defaultMessage: "Saved ''{name}''" }, { name }),
      opened: (name) => t({ id: 'financeModel.scenarios.opened', defaultMessage: "Opened ''{name}''" }, { name }),
      deleted: (name) => t({ id: 'financeModel.scenarios.deleted', defaultMessage: "Deleted ''{name}''" }, { name }),
      nameTaken: t({ id: 'financeModel.scenarios.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({ id: 'financeModel.scenarios.goneOnSave', defaultMessage: 'This scenario no longer exists. Save it as a new one.' }),
      saveError: t({ id: 'financeModel.scenarios.saveError', defaultMessage: 'Could not save the scenario. Please try again.' }),
      gone: t({ id: 'financeModel.scenarios.gone', defaultMessage: 'This scenario no longer exists.' }),
      openError: t({ id: 'financeModel.scenarios.openError', defaultMessage: 'Could not open the scenario. Please try again.' }),
      deleteError: t({ id: 'financeModel.scenarios.deleteError', defaultMessage: 'Could not delete the scenario. Please try again.' }),
    },
    // A new model is kept by Save Scenario; once saved, it saves itself with Auto save on.
    { data: draft.model, fixFields: t({ id: 'financeModel.scenarios.fixFields', defaultMessage: 'Fix the fields marked above before saving.' }), savesNewByItself: false },
  );
}

export type ScenarioActions = ReturnType<typeof useScenarioActions>;
