import {
  assumptionRoom,
  withDraftedAssumptions,
  type DraftedAssumption,
} from '@core/tools/validation-agent/drafted-assumptions';
import type { Assumption } from '@core/tools/validation-agent/validation-board';
import { validationBoardDocuments, type ValidationBoardData } from '@core/tools/validation-agent/validation-boards';
import { useT } from '@/lib/i18n/use-t';
import { moved } from '@core/lists/moved';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkBoard, NEW_BOARD, newAssumption } from './board-form';

const valuesOf = (data: ValidationBoardData | null) => data ?? NEW_BOARD;

/**
 * The board on the page and its saved document (the tool documents' actions, ADR 0045): edit, save (by itself once
 * named, with Auto save on; else with Save), open another, start anew, delete. Editing an assumption the AI drafted
 * makes it the founder's own (`aiDraft` false).
 */
export function useBoardDocument() {
  const t = useT();
  const boardDocument = useToolDocument(validationBoardDocuments, {
    valuesOf,
    check: checkBoard,
    labels: {
      name: t({ id: 'validationAgent.boards.name', defaultMessage: 'Board name' }),
      startNew: t({ id: 'validationAgent.boards.new', defaultMessage: 'New board' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'validationAgent.boards.defaultName', defaultMessage: 'Validation board {number}' }, { number }),
      nameTaken: t({ id: 'validationAgent.boards.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'validationAgent.boards.goneOnSave',
        defaultMessage: 'This board no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'validationAgent.boards.saveError',
        defaultMessage: 'Could not save the board. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'validationAgent.boards.gone', defaultMessage: 'This board no longer exists.' }),
      openError: t({
        id: 'validationAgent.boards.openError',
        defaultMessage: 'Could not open the board. Please try again.',
      }),
      deleteError: t({
        id: 'validationAgent.boards.deleteError',
        defaultMessage: 'Could not delete the board. Please try again.',
      }),
      fixFields: t({
        id: 'validationAgent.boards.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  const setAssumptions = (update: (assumptions: Assumption[]) => Assumption[]) =>
    boardDocument.change((board) => ({ assumptions: update(board.assumptions) }));

  return {
    ...boardDocument,
    board: boardDocument.values,
    pickIdea: (idea: ValidationBoardData['idea']) => boardDocument.change(() => ({ idea })),
    /** Adds the AI's drafts after the board's own, within its limit; how many were added. */
    addDrafted: (drafted: readonly DraftedAssumption[]) => {
      setAssumptions((assumptions) => withDraftedAssumptions(assumptions, drafted, () => crypto.randomUUID()));
      return Math.min(drafted.length, assumptionRoom(boardDocument.values.assumptions));
    },
    addAssumption: () => setAssumptions((assumptions) => [...assumptions, newAssumption(crypto.randomUUID())]),
    editAssumption: (id: string, patch: (assumption: Assumption) => Partial<Assumption>) =>
      setAssumptions((assumptions) =>
        assumptions.map((assumption) =>
          assumption.id === id ? { ...assumption, ...patch(assumption), aiDraft: false } : assumption,
        ),
      ),
    removeAssumption: (id: string) =>
      setAssumptions((assumptions) => assumptions.filter((assumption) => assumption.id !== id)),
    moveAssumption: (from: number, to: number) => setAssumptions((assumptions) => moved(assumptions, from, to)),
  };
}

export type BoardDocument = ReturnType<typeof useBoardDocument>;
