import { DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { toolDocumentNameSchema, type ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useMemo, useReducer } from 'react';
import type { z } from 'zod/mini';
import { useAskFirst } from '@/lib/use-ask-first';
import { useSession } from '@/lib/session';
import { useBeforeUnloadWarning } from '@/lib/use-before-unload-warning';
import { useUserPreferences } from '@/lib/user-preferences';
import { isDefaultName, useDefaultName } from './default-name';
import { documentSaveReducer, initialSaveState, isHeld, type Told } from './document-save-reducer';
import { saveStateOf } from './save-state';
import type { DocumentActionTexts, DocumentDraft, OpenDocument, Replacing } from './tool-document-types';
import { useDocumentDeleting } from './use-document-deleting';
import { useDocumentOpening } from './use-document-opening';
import { useDocumentSave } from './use-document-save';
import { useSaveAfterPause } from './use-save-after-pause';

/** How the work is checked and when it saves itself (ADR 0028). */
export type SavingByItself<Data> = {
  /** The content as it would be saved, checked by the tool; null while a field is wrong (each field says why). */
  data: Data | null;
  /** Said by Save while a field is wrong. */
  fixFields?: string;
};

/**
 * The saved-document actions on a tool's working copy, composed of the save reducer and small hooks (save, open,
 * delete, save after a pause): `submit` checks the name and the content and saves; with the user's Auto save on the
 * document saves itself after each pause — a new one too, under its default name ('ESOP plan 1') until one is
 * typed (ADR 0069); `saveState` says where the work stands and `isAtRisk` whether leaving would lose it. Used
 * through `useToolDocument`, the one entry point of a tool.
 */
export function useDocumentActions<Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  draft: DocumentDraft<z.output<Schema>>,
  texts: DocumentActionTexts,
  byItself: SavingByItself<z.output<Schema>>,
) {
  const autoSave = useUserPreferences().data?.autoSave ?? DEFAULT_PREFERENCES.autoSave;
  // A visitor's work (a shared document's copy) cannot be saved: nothing guards it.
  const isSignedIn = useSession().session.status === 'signed-in';
  const [state, dispatch] = useReducer(documentSaveReducer, draft.open?.name ?? '', initialSaveState);
  const tell = (told: Told) => dispatch({ type: 'told', told });
  const { save, isSaving } = useDocumentSave(kind, draft, dispatch, texts);
  const defaultName = useDefaultName(kind, texts.defaultName);
  // The name on the page: the one typed or saved, or, for a new document nobody named, its default.
  const name = state.isNamed || draft.open !== null ? state.name : defaultName;

  const nameSchema = useMemo(() => toolDocumentNameSchema(kind), [kind]);
  const checkedName = nameSchema.safeParse(name);
  const work = JSON.stringify([name.trim(), draft.snapshot()]);
  // A default name is no change: a new document is worth saving once something is typed in it.
  const isDirty = draft.isDirty || (state.isNamed && name.trim() !== (draft.open?.name ?? ''));
  const sent = { name, work };

  const load = (data: z.output<Schema> | null, open: OpenDocument | null) => {
    draft.load(data, open);
    dispatch({ type: 'loaded', name: open?.name ?? '' });
  };
  const opening = useDocumentOpening(kind, load, tell, texts);
  const replacement = useAskFirst<Replacing>((next) =>
    next.kind === 'open' ? void opening.openDocument(next.document) : opening.startNew(),
  );
  const deleting = useDocumentDeleting(
    kind,
    (id) => {
      if (draft.open?.id !== id) return;
      draft.close();
      dispatch({ type: 'openDeleted', work });
    },
    tell,
    texts,
  );

  // Saving by itself: checked content with a name, of a signed-in user with Auto save, not failing or overtaken.
  const input = checkedName.success && byItself.data !== null ? { name: checkedName.data, data: byItself.data } : null;
  const isAuto = autoSave;
  const maySaveItself = isAuto && isSignedIn;
  const held = isHeld(state, work);
  const savesByItself = maySaveItself && input !== null && !held;
  // Held while the user is asked whether to discard the change for another document: saved meanwhile, it would be kept.
  useSaveAfterPause(
    savesByItself && isDirty && !isSaving,
    work,
    () => input && save(input, sent, false, true),
    replacement.pending !== null,
  );
  // A tab closed while a change waits for its pause, or while it is being saved, would lose it: the browser asks.
  useBeforeUnloadWarning(isSignedIn && (isDirty || isSaving));

  return {
    name,
    /** Whether the name is the user's (typed, or a saved document's), not a default — even one saved as it was. */
    isNamed: state.isNamed && !isDefaultName(name, texts.defaultName),
    setName: (name: string) => dispatch({ type: 'named', name }),
    nameError: state.nameError,
    formError: state.formError,
    status: state.status,
    /** Checks the name and the content (each says what is wrong), then saves, new or over the open document. */
    submit: (asNew = false) => {
      // Save as New makes a copy under the next default name, leaving the open document as it was saved (with Auto
      // save a name typed for the copy would already have renamed it); the copy is then renamed in the header.
      if (asNew && byItself.data !== null) {
        const copy = { name: defaultName, work: JSON.stringify([defaultName, draft.snapshot()]) };
        dispatch({ type: 'named', name: defaultName });
        return save({ name: defaultName, data: byItself.data }, copy, true);
      }
      if (input) return save(input, sent, asNew);
      const nameIssue = checkedName.success ? null : (checkedName.error.issues[0]?.message ?? null);
      tell({ nameError: nameIssue, formError: byItself.data === null ? (byItself.fixFields ?? null) : null });
    },
    isSaving,
    /** Whether the work differs from its saved document (a new one: whether anything was typed). */
    isDirty,
    /** The user's Auto save. */
    isAuto,
    saveState: saveStateOf({
      isSaving,
      isDirty,
      isOpen: draft.open !== null,
      isHeld: held,
      maySaveItself,
      hasName: checkedName.success,
      hasData: byItself.data !== null,
    }),
    /** Leaving now would lose work: it is unsaved and will not save itself. */
    isAtRisk: isSignedIn && isDirty && !savesByItself,
    openingId: opening.openingId,
    openDocument: opening.openDocument,
    /** Opens a document or starts a new one, asking first when there are unsaved changes. */
    replace: (next: Replacing) => replacement.askIf(isDirty, next),
    replacing: replacement.pending,
    cancelReplace: replacement.cancel,
    confirmReplace: replacement.confirm,
    ...deleting,
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
