import type { Assumption } from '@core/tools/validation-agent/validation-board';
import { validationBoardDataSchema, type ValidationBoardData } from '@core/tools/validation-agent/validation-boards';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** A new board: no idea picked, no assumptions yet. */
export const NEW_BOARD: ValidationBoardData = { idea: null, assumptions: [] };

/** A new assumption, about the problem by default, its experiment not started. */
export const newAssumption = (id: string): Assumption => ({
  id,
  kind: 'problem',
  statement: '',
  aiDraft: false,
  experiment: { method: '', successCriterion: '', status: 'notStarted', result: '' },
});

/** The board checked by core's schema: its data, or each problem's message under its field. */
export const checkBoard = (board: ValidationBoardData) =>
  checkedBy(validationBoardDataSchema, board, { assumptions: board.assumptions });
