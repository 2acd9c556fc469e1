import type { ToolDocumentInput, ToolDocumentKind } from '@core/tools/tool-document-contracts';
import type { Dispatch } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import type { DocumentSaveEvent, SaveFailure } from './document-save-reducer';
import { useSaveToolDocument } from './tool-document-mutations';
import type { DocumentActionTexts, DocumentDraft } from './tool-document-types';

type SaveTexts = Pick<DocumentActionTexts, 'nameTaken' | 'goneOnSave' | 'saveError'>;

/** Why a save failed: a 409 about the name (another document has it) is not one about the version (saved elsewhere). */
function failureOf(error: unknown, isOver: boolean): SaveFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 409) return error.issues.some((issue) => issue.path === 'name') ? 'nameTaken' : 'conflict';
  return isOver && error.status === 404 ? 'gone' : 'other';
}

/**
 * Saving checked input as a new document or over the open one, from the version it was opened at. What happens is
 * told to the save reducer; a save that fails keeps everything on the page, and `work` (name and content as sent)
 * is held. `quietly` keeps what is said until the save is done.
 */
export function useDocumentSave<Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  draft: DocumentDraft<z.output<Schema>>,
  dispatch: Dispatch<DocumentSaveEvent>,
  texts: SaveTexts,
) {
  const messageOf = useMessageOf();
  const saving = useSaveToolDocument(kind);

  const save = (
    input: ToolDocumentInput<z.output<Schema>>,
    { name, work }: { name: string; work: string },
    asNew: boolean,
    quietly = false,
  ) => {
    const sent = draft.snapshot();
    const over = asNew ? null : draft.open;
    if (!quietly) dispatch({ type: 'told', told: {} });
    saving.mutate(over ? { id: over.id, version: over.version, input } : { id: null, input }, {
      onSuccess: (saved) => {
        draft.saved({ id: saved.id, name: saved.name, version: saved.version }, sent);
        dispatch({ type: 'saved', sentName: name, savedName: saved.name });
      },
      onError: (error) => {
        const failure = failureOf(error, over !== null);
        if (failure === 'gone') draft.close();
        const message =
          failure === 'nameTaken'
            ? messageOf(error, texts.nameTaken)
            : failure === 'gone'
              ? texts.goneOnSave
              : messageOf(error, texts.saveError);
        dispatch({ type: 'saveFailed', work, failure, message });
      },
    });
  };

  return { save, isSaving: saving.isPending };
}
