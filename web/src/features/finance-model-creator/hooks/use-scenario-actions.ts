import { financeModelDocuments, financeScenarioSchema } from '@core/tools/finance-model-creator/finance-model-documents';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteToolDocument, useSaveToolDocument } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { toolDocumentsKey } from '@/lib/tool-documents/tool-documents-key';
import { useUserPreferences } from '@/lib/user-preferences';
import type { ModelDraft } from './use-model-draft';

/** What waits for 'Discard Changes': opening another scenario, or starting a new model. */
export type Replacing = { kind: 'open'; scenario: ToolDocumentSummary } | { kind: 'new' };

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
const isNameTaken = (error: unknown) => isStatus(error, 409) && (error as ApiError).issues.some((issue) => issue.path === 'name');

/** After this long without an edit, an open scenario saves itself (when Auto save is on). */
const AUTO_SAVE_DELAY_MS = 800;

/**
 * The saved scenarios' actions on the model: save (new, over the open one, or by itself after each pause in typing
 * when the user's Auto save is on and a scenario is open), open, start anew (asking first over unsaved changes)
 * and delete; with what to tell the user, about the name field or about the rest.
 */
export function useScenarioActions(draft: ModelDraft) {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const save = useSaveToolDocument(financeModelDocuments);
  const remove = useDeleteToolDocument(financeModelDocuments);
  const autoSave = useUserPreferences().data?.autoSave === true;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);

  const tell = (next: { status?: string; nameError?: string | null; formError?: string | null }) => {
    setStatus(next.status ?? '');
    setNameError(next.nameError ?? null);
    setFormError(next.formError ?? null);
  };

  const submit = (asNew: boolean, quietly = false) => {
    if (!draft.model) return tell({ formError: t({ id: 'financeModel.scenarios.fixFields', defaultMessage: 'Fix the fields marked above before saving.' }) });
    const checked = financeScenarioSchema.safeParse({ name, data: draft.model });
    if (!checked.success) return tell({ nameError: checked.error.issues[0]?.message ?? null });
    const sent = draft.snapshot();
    const over = asNew ? null : draft.open;
    if (!quietly) tell({});
    save.mutate(over ? { id: over.id, version: over.version, input: checked.data } : { id: null, input: checked.data }, {
      onSuccess: (saved) => {
        draft.saved({ id: saved.id, name: saved.name, version: saved.version }, sent);
        setName(saved.name);
        tell({ status: t({ id: 'financeModel.scenarios.saved', defaultMessage: "Saved ''{name}''" }, { name: saved.name }) });
      },
      onError: (failure) => {
        if (isNameTaken(failure)) return tell({ nameError: messageOf(failure, t({ id: 'financeModel.scenarios.nameTaken', defaultMessage: 'That name is taken.' })) });
        if (over && isStatus(failure, 404)) {
          draft.closeScenario();
          return tell({ formError: t({ id: 'financeModel.scenarios.goneOnSave', defaultMessage: 'This scenario no longer exists. Save it as a new one.' }) });
        }
        tell({ formError: messageOf(failure, t({ id: 'financeModel.scenarios.saveError', defaultMessage: 'Could not save the scenario. Please try again.' })) });
      },
    });
  };

  // Auto save: once the form has rested, an open scenario with valid changes saves over itself (one save at a time).
  const current = draft.snapshot();
  const canAutoSave = autoSave && draft.open !== null && draft.isDirty && draft.model !== null && !save.isPending && formError === null;
  useEffect(() => {
    if (!canAutoSave) return;
    const timer = setTimeout(() => submit(false, true), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // Each change (or the end of a save) restarts the wait: not every new `submit`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, canAutoSave]);

  const open = async (scenario: ToolDocumentSummary) => {
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(financeModelDocuments, scenario.id));
      draft.load(whole.data, { id: whole.id, name: whole.name, version: whole.version });
      setName(whole.name);
      tell({ status: t({ id: 'financeModel.scenarios.opened', defaultMessage: "Opened ''{name}''" }, { name: whole.name }) });
    } catch (failure) {
      const gone = isStatus(failure, 404);
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(financeModelDocuments.toolId), exact: true });
      tell({
        formError: gone
          ? t({ id: 'financeModel.scenarios.gone', defaultMessage: 'This scenario no longer exists.' })
          : t({ id: 'financeModel.scenarios.openError', defaultMessage: 'Could not open the scenario. Please try again.' }),
      });
    }
  };
  const act = (next: Replacing) => {
    if (next.kind === 'open') return void open(next.scenario);
    draft.load(null, null);
    setName('');
    tell({});
  };

  return {
    autoSave,
    name,
    setName,
    nameError,
    formError,
    status,
    isSaving: save.isPending,
    submit,
    /** Opens a scenario or starts a new model, asking first when there are unsaved changes. */
    replace: (next: Replacing) => (draft.isDirty ? setReplacing(next) : act(next)),
    replacing,
    cancelReplace: () => setReplacing(null),
    confirmReplace: () => {
      if (replacing) act(replacing);
      setReplacing(null);
    },
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    isDeleting: remove.isPending,
    confirmDelete: () => {
      if (!deleting) return;
      const { id, name: deletedName } = deleting;
      remove.mutate(id, {
        onSuccess: () => {
          if (draft.open?.id === id) draft.closeScenario();
          tell({ status: t({ id: 'financeModel.scenarios.deleted', defaultMessage: "Deleted ''{name}''" }, { name: deletedName }) });
        },
        onError: (failure) => tell({ formError: messageOf(failure, t({ id: 'financeModel.scenarios.deleteError', defaultMessage: 'Could not delete the scenario. Please try again.' })) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}

export type ScenarioActions = ReturnType<typeof useScenarioActions>;
