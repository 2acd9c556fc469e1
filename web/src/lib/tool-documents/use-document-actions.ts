import { DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { toolDocumentNameSchema, type ToolDocumentInput, type ToolDocumentKind, type ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useAskFirst } from '@/lib/use-ask-first';
import { useBeforeUnloadWarning } from '@/lib/use-before-unload-warning';
import { useUserPreferences } from '@/lib/user-preferences';
import { useDeleteToolDocument, useSaveToolDocument } from './tool-document-mutations';
import { toolDocumentQueryOptions } from './tool-document-queries';
import { saveStateOf } from './save-state';
import { toolDocumentsKey } from './tool-documents-key';
import { useSaveAfterPause } from './use-save-after-pause';

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
  /** Said in `status` after each action; a tool that shows its `saveState` instead leaves them out. */
  saved?: (name: string) => string;
  opened?: (name: string) => string;
  deleted?: (name: string) => string;
  /** When the API's own message is missing. */
  nameTaken: string;
  goneOnSave: string;
  saveError: string;
  gone: string;
  openError: string;
  deleteError: string;
};

/**
 * For a tool that checks its content as it is typed and saves the way the user's Auto save says (ADR 0028):
 * `submit` checks and saves, and with Auto save on a document saves itself after each pause in the changes.
 */
export type SavingByItself<Data> = {
  /** The content as it would be saved, checked by the tool; null while a field is wrong (each field says why). */
  data: Data | null;
  /** Said by Save while a field is wrong. */
  fixFields?: string;
  /** With Auto save on, a new document saves itself once it has a name; else only one saved once by Save does. */
  savesNewByItself: boolean;
};

/** What waits for 'Discard Changes': opening another document, or starting a new one. */
export type Replacing = { kind: 'open'; document: ToolDocumentSummary } | { kind: 'new' };

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** A 409 about the name (another document has it), not about the version (saved elsewhere since). */
const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 409 && error.issues.some((issue) => issue.path === 'name');

type Told = { status?: string; nameError?: string | null; formError?: string | null };

/**
 * A tool's saved-documents actions on its working copy: save (new, or over the open one from the version it was
 * opened at), open, start anew and delete, asking first before unsaved work is replaced; with what to tell the
 * user, kept apart: about the name field, or about the rest. The name is part of the work: renaming is a change.
 * A save that fails keeps everything on the page. Given `byItself`, it also checks and saves (`submit`), saves by
 * itself with Auto save on, and says where the work stands (`saveState`) and whether leaving would lose it
 * (`isAtRisk`). Without it the tool checks its data and calls `save`.
 */
export function useDocumentActions<Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  draft: DocumentDraft<z.output<Schema>>,
  texts: DocumentActionTexts,
  byItself?: SavingByItself<z.output<Schema>>,
) {
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const autoSave = useUserPreferences().data?.autoSave ?? DEFAULT_PREFERENCES.autoSave;
  const isAuto = byItself !== undefined && autoSave;
  const saving = useSaveToolDocument(kind);
  const remove = useDeleteToolDocument(kind);
  const [name, setName] = useState(draft.open?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);
  /** The work as it was when a save of it failed or its document was deleted: not saved by itself until it changes. */
  const [heldAt, setHeldAt] = useState<string | null>(null);
  /** The open document was saved elsewhere since it was opened: not saved over by itself. */
  const [isConflict, setIsConflict] = useState(false);
  /** Only the last document asked for is opened, however their answers arrive. */
  const lastOpening = useRef(0);

  const nameSchema = useMemo(() => toolDocumentNameSchema(kind), [kind]);
  const checkedName = nameSchema.safeParse(name);
  const work = JSON.stringify([name.trim(), draft.snapshot()]);
  const isDirty = draft.isDirty || name.trim() !== (draft.open?.name ?? '');

  const tell = (next: Told) => {
    setStatus(next.status ?? '');
    setNameError(next.nameError ?? null);
    setFormError(next.formError ?? null);
  };

  /** Saves checked input as a new document or over the open one; `quietly` keeps what is said until it is done. */
  const save = (input: ToolDocumentInput<z.output<Schema>>, asNew: boolean, quietly = false) => {
    const sent = draft.snapshot();
    const [sentName, sentWork] = [name, work];
    const over = asNew ? null : draft.open;
    if (!quietly) tell({});
    saving.mutate(over ? { id: over.id, version: over.version, input } : { id: null, input }, {
      onSuccess: (saved) => {
        draft.saved({ id: saved.id, name: saved.name, version: saved.version }, sent);
        // A name typed on while it was saving stays as typed.
        setName((now) => (now === sentName ? saved.name : now));
        setHeldAt(null);
        setIsConflict(false);
        tell({ status: texts.saved?.(saved.name) });
      },
      onError: (failure) => {
        setHeldAt(sentWork);
        if (isNameTaken(failure)) return tell({ nameError: messageOf(failure, texts.nameTaken) });
        if (over && isStatus(failure, 404)) {
          draft.close();
          return tell({ formError: texts.goneOnSave });
        }
        if (isStatus(failure, 409)) setIsConflict(true);
        tell({ formError: messageOf(failure, texts.saveError) });
      },
    });
  };

  const load = (data: z.output<Schema> | null, open: OpenDocument | null) => {
    draft.load(data, open);
    setName(open?.name ?? '');
    setHeldAt(null);
    setIsConflict(false);
  };
  /** Opens a document (without asking); whether it is open once done. */
  const openDocument = async ({ id }: { id: string }): Promise<boolean> => {
    const request = ++lastOpening.current;
    setOpeningId(id);
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(kind, id));
      if (request !== lastOpening.current) return false;
      load(whole.data, { id: whole.id, name: whole.name, version: whole.version });
      tell({ status: texts.opened?.(whole.name) });
      return true;
    } catch (failure) {
      if (request !== lastOpening.current) return false;
      const gone = isStatus(failure, 404);
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(kind.toolId), exact: true });
      tell({ formError: gone ? texts.gone : texts.openError });
      return false;
    } finally {
      if (request === lastOpening.current) setOpeningId(null);
    }
  };
  const startNew = () => {
    lastOpening.current += 1;
    setOpeningId(null);
    load(null, null);
    tell({});
  };
  const replacement = useAskFirst<Replacing>((next) => (next.kind === 'open' ? void openDocument(next.document) : startNew()));

  // Saving by itself: checked content with a name, of a document that may save itself, not failing or overtaken.
  const input = byItself && checkedName.success && byItself.data !== null ? { name: checkedName.data, data: byItself.data } : null;
  const maySaveItself = isAuto && (draft.open !== null || byItself?.savesNewByItself === true);
  const isHeld = isConflict || heldAt === work;
  const savesByItself = maySaveItself && input !== null && !isHeld;
  useSaveAfterPause(savesByItself && isDirty && !saving.isPending, work, () => input && save(input, false, true));
  // A tab closed while a change waits for its pause, or while it is being saved, would lose it: the browser asks.
  useBeforeUnloadWarning(isDirty || saving.isPending);

  const saveState = saveStateOf({
    isSaving: saving.isPending,
    isDirty,
    isOpen: draft.open !== null,
    isHeld,
    maySaveItself,
    hasName: checkedName.success,
    hasData: byItself?.data !== null,
  });

  return {
    name,
    setName,
    nameError,
    formError,
    status,
    tell,
    save,
    /** Checks the name and the content (each says what is wrong), then saves, new or over the open document. */
    submit: (asNew = false) => {
      if (input) return save(input, asNew);
      const nameIssue = checkedName.success ? null : (checkedName.error.issues[0]?.message ?? null);
      tell({ nameError: nameIssue, formError: byItself?.data === null ? (byItself.fixFields ?? null) : null });
    },
    isSaving: saving.isPending,
    /** Whether the work differs from its saved document (a new one: whether anything was typed). */
    isDirty,
    /** The user's Auto save, for a tool that saves by itself. */
    isAuto,
    saveState,
    /** Leaving now would lose work: it is unsaved and will not save itself. */
    isAtRisk: isDirty && !savesByItself,
    openingId,
    openDocument,
    /** Opens a document or starts a new one, asking first when there are unsaved changes. */
    replace: (next: Replacing) => replacement.askIf(isDirty, next),
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
          if (draft.open?.id === id) {
            draft.close();
            setHeldAt(work);
          }
          tell({ status: texts.deleted?.(deletedName) });
        },
        onError: (failure) => tell({ formError: messageOf(failure, texts.deleteError) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
