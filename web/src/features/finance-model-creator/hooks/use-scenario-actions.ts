import { financeModelDocuments, financeScenarioSchema } from '@core/tools/finance-model-creator/finance-model-documents';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentActions } from '@/lib/tool-documents/use-document-actions';
import { useUserPreferences } from '@/lib/user-preferences';
import type { ModelDraft } from './use-model-draft';

/** After this long without an edit, an open scenario saves itself (when Auto save is on). */
const AUTO_SAVE_DELAY_MS = 800;

/**
 * The saved scenarios' actions on the model (the tool documents' own, ADR 0024): save (new, over the open one, or
 * by itself after each pause in typing when the user's Auto save is on and a scenario is open, ADR 0028), open,
 * start anew (asking first over unsaved changes) and delete.
 */
export function useScenarioActions(draft: ModelDraft) {
  const t = useT();
  const autoSave = useUserPreferences().data?.autoSave === true;
  const actions = useDocumentActions(
    financeModelDocuments,
    { open: draft.open, isDirty: draft.isDirty, snapshot: draft.snapshot, saved: draft.saved, close: draft.closeScenario, load: draft.load },
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
  );

  const submit = (asNew: boolean, quietly = false) => {
    if (!draft.model) return actions.tell({ formError: t({ id: 'financeModel.scenarios.fixFields', defaultMessage: 'Fix the fields marked above before saving.' }) });
    const checked = financeScenarioSchema.safeParse({ name: actions.name, data: draft.model });
    if (!checked.success) return actions.tell({ nameError: checked.error.issues[0]?.message ?? null });
    actions.save(checked.data, asNew, quietly);
  };

  // Auto save: once the form has rested, an open scenario with valid changes saves over itself (one save at a time).
  const current = draft.snapshot();
  const canAutoSave = autoSave && draft.open !== null && draft.isDirty && draft.model !== null && !actions.isSaving && actions.formError === null;
  useEffect(() => {
    if (!canAutoSave) return;
    const timer = setTimeout(() => submit(false, true), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // Each change (or the end of a save) restarts the wait: not every new `submit`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, canAutoSave]);

  return { ...actions, autoSave, submit };
}

export type ScenarioActions = ReturnType<typeof useScenarioActions>;
