import { equityScenarioDocuments, equityScenarioSchema } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAskFirst } from '@/lib/use-ask-first';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteToolDocument, useSaveToolDocument } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { toolDocumentsKey } from '@/lib/tool-documents/tool-documents-key';
import type { EquityDraft } from './use-equity-draft';
import { useMessageOf } from '@/lib/i18n/use-message-of';

/** What waits for 'Discard Changes': opening another scenario, or starting a new one. */
export type Replacing = { kind: 'open'; scenario: ToolDocumentSummary } | { kind: 'new' };

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** A 409 about the name (another scenario has it), not about the version (saved elsewhere since). */
const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 409 && error.issues.some((issue) => issue.path === 'name');

/**
 * The saved scenarios panel's actions on the calculator's draft: save (new or over the open one), open,
 * start anew (asking first when there are unsaved changes) and delete; with what to tell the user, kept
 * apart: about the name field, or about the rest.
 */
export function useScenarioActions(draft: EquityDraft) {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const save = useSaveToolDocument(equityScenarioDocuments);
  const remove = useDeleteToolDocument(equityScenarioDocuments);
  const [name, setName] = useState(draft.open?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);

  const say = (next: { status?: string; nameError?: string | null; formError?: string | null }) => {
    setStatus(next.status ?? '');
    setNameError(next.nameError ?? null);
    setFormError(next.formError ?? null);
  };

  /** Why founders cannot be saved, in one sentence for the panel (each founder card shows its own field). */
  const foundersProblem = (path: PropertyKey[], message: string): string =>
    path.at(-1) === 'name' ? t({ id: 'equitySplit.scenarios.unnamedFounder', defaultMessage: 'Give every founder a name before saving.' }) : message;

  const submit = (asNew: boolean) => {
    const { founders, error } = draft.toScenarioFounders();
    if (!founders) return say({ formError: error });
    const checked = equityScenarioSchema.safeParse({ name, data: { founders } });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      if (issue?.path[0] === 'name') return say({ nameError: issue.message });
      return say({ formError: foundersProblem(issue?.path ?? [], issue?.message ?? t({ id: 'equitySplit.scenarios.cannotSave', defaultMessage: 'This scenario cannot be saved.' })) });
    }
    say({});
    const sent = draft.snapshot();
    const over = asNew ? null : draft.open;
    save.mutate(
      over ? { id: over.id, version: over.version, input: checked.data } : { id: null, input: checked.data },
      {
        onSuccess: (saved) => {
          draft.saved({ id: saved.id, name: saved.name, version: saved.version }, sent);
          setName(saved.name);
          say({ status: t({ id: 'equitySplit.scenarios.saved', defaultMessage: "Saved ''{name}''" }, { name: saved.name }) });
        },
        onError: (failure) => {
          if (isNameTaken(failure)) return say({ nameError: messageOf(failure, t({ id: 'equitySplit.scenarios.nameTaken', defaultMessage: 'That name is taken.' })) });
          if (over && isStatus(failure, 404)) {
            draft.closeScenario();
            return say({
              formError: t({ id: 'equitySplit.scenarios.goneOnSave', defaultMessage: 'This scenario no longer exists. Save it as a new one.' }),
            });
          }
          say({ formError: messageOf(failure, t({ id: 'equitySplit.scenarios.saveError', defaultMessage: 'Could not save the scenario. Please try again.' })) });
        },
      },
    );
  };

  const open = async (scenario: ToolDocumentSummary) => {
    setOpeningId(scenario.id);
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(equityScenarioDocuments, scenario.id));
      draft.load(whole.data.founders, { id: whole.id, name: whole.name, version: whole.version });
      setName(whole.name);
      say({ status: t({ id: 'equitySplit.scenarios.opened', defaultMessage: "Opened ''{name}''" }, { name: whole.name }) });
    } catch (failure) {
      const gone = isStatus(failure, 404);
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(equityScenarioDocuments.toolId), exact: true });
      say({
        formError: gone
          ? t({ id: 'equitySplit.scenarios.gone', defaultMessage: 'This scenario no longer exists.' })
          : t({ id: 'equitySplit.scenarios.openError', defaultMessage: 'Could not open the scenario. Please try again.' }),
      });
    } finally {
      setOpeningId(null);
    }
  };
  const startNew = () => {
    draft.load(null, null);
    setName('');
    say({});
  };
  const act = (next: Replacing) => (next.kind === 'open' ? void open(next.scenario) : startNew());
  const replacement = useAskFirst<Replacing>(act);

  return {
    name,
    setName,
    nameError,
    formError,
    status,
    isSaving: save.isPending,
    openingId,
    submit,
    /** Opens a scenario or starts a new one, asking first when there are unsaved changes. */
    replace: (next: Replacing) => replacement.askIf(draft.isDirty, next),
    replacing: replacement.pending,
    cancelReplace: replacement.cancel,
    confirmReplace: replacement.confirm,
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
          say({ status: t({ id: 'equitySplit.scenarios.deleted', defaultMessage: "Deleted ''{name}''" }, { name: deletedName }) });
        },
        onError: (failure) => say({ formError: messageOf(failure, t({ id: 'equitySplit.scenarios.deleteError', defaultMessage: 'Could not delete the scenario. Please try again.' })) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}

export type ScenarioActions = ReturnType<typeof useScenarioActions>;
