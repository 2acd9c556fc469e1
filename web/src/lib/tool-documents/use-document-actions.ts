import type { ToolDocumentInput, ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useDeleteToolDocument, useSaveToolDocument } from './tool-document-mutations';
import { toolDocumentQueryOptions } from './tool-document-queries';
import { toolDocumentsKey } from './tool-documents-key';

/** The saved document open in a tool, as last saved or opened: the version the next save is made from. */
export type OpenDocument = { id: string; name: string; version: number };

/** What the actions need of a tool's working copy of a document. */
export type DocumentDraft<Data> = {
  open: OpenDocument | null;
  isDirty: boolean;
  /** What is in the tool now, to tell later whether it changed. */
  snapshot: () => string;
  /** After a save of `sent` (the snapshot taken when saving): the open document; later edits stay unsaved. */
  saved: (open: OpenDocument, sent: string) => void;
  /** The open document is gone (deleted): what is on screen stays, unsaved. */
  close: () => void;
  /** Opens a document's data, or (null) starts anew. */
  load: (data: Data | null, open: OpenDocument | null) => void;
};

/** What the actions tell the user, in the tool's words and the page's language. */
export type DocumentActionTexts = {
  saved: (name: string) => string;
  opened: (name: string) => string;
  deleted: (name: string) => string;
  /** When the API's own message is missing. */
  nameTaken: string;
  goneOnSave: string;
  saveError: string;
  gone: string;
  openError: string;
  deleteError: string;
};

/** What waits for 'Discard Changes': opening another document, or starting a new one. */
export type Replacing = { kind: 'open'; document: ToolDocumentSummary } | { kind: 'new' };

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** A 409 about the name (another document has it), not about the version (saved elsewhere since). */
const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 409 && error.issues.some((issue) => issue.path === 'name');

type Told = { status?: string; nameError?: string | null; formError?: string | null };

/**
 * A tool's saved-documents actions on its working copy: save (new, or over the open one from the version it was
 * opened at), open, start anew (asking first over unsaved changes) and delete; with what to tell the user, kept
 * apart: about the name field, or about the rest. The tool checks its data and calls `save`.
 */
export function useDocumentActions<Schema extends z.ZodMiniType>(kind: ToolDocumentKind<Schema>, draft: DocumentDraft<z.output<Schema>>, texts: DocumentActionTexts) {
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const saving = useSaveToolDocument(kind);
  const remove = useDeleteToolDocument(kind);
  const [name, setName] = useState(draft.open?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);

  const tell = (next: Told) => {
    setStatus(next.status ?? '');
    setNameError(next.nameError ?? null);
    setFormError(next.formError ?? null);
  };

  /** Saves checked input as a new document or over the open one; `quietly` keeps what is said until it is done. */
  const save = (input: ToolDocumentInput<z.output<Schema>>, asNew: boolean, quietly = false) => {
    const sent = draft.snapshot();
    const over = asNew ? null : draft.open;
    if (!quietly) tell({});
    saving.mutate(over ? { id: over.id, version: over.version, input } : { id: null, input }, {
      onSuccess: (saved) => {
        draft.saved({ id: saved.id, name: saved.name, version: saved.version }, sent);
        setName(saved.name);
        tell({ status: texts.saved(saved.name) });
      },
      onError: (failure) => {
        if (isNameTaken(failure)) return tell({ nameError: messageOf(failure, texts.nameTaken) });
        if (over && isStatus(failure, 404)) {
          draft.close();
          return tell({ formError: texts.goneOnSave });
        }
        tell({ formError: messageOf(failure, texts.saveError) });
      },
    });
  };

  const open = async (document: ToolDocumentSummary) => {
    setOpeningId(document.id);
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(kind, document.id));
      draft.load(whole.data, { id: whole.id, name: whole.name, version: whole.version });
      setName(whole.name);
      tell({ status: texts.opened(whole.name) });
    } catch (failure) {
      const gone = isStatus(failure, 404);
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(kind.toolId), exact: true });
      tell({ formError: gone ? texts.gone : texts.openError });
    } finally {
      setOpeningId(null);
    }
  };
  const startNew = () => {
    draft.load(null, null);
    setName('');
    tell({});
  };
  const act = (next: Replacing) => (next.kind === 'open' ? void open(next.document) : startNew());

  return {
    name,
    setName,
    nameError,
    formError,
    status,
    tell,
    save,
    isSaving: saving.isPending,
    openingId,
    /** Opens a document or starts a new one, asking first when there are unsaved changes. */
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
          if (draft.open?.id === id) draft.close();
          tell({ status: texts.deleted(deletedName) });
        },
        onError: (failure) => tell({ formError: messageOf(failure, texts.deleteError) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
