import type { Assumption } from '@core/tools/validation-agent/validation-board';
import { validationBoardDataSchema, type ValidationBoardData } from '@core/tools/validation-agent/validation-boards';
import { issuesById, type FieldIssues } from '@/lib/tool-documents/issues-by-id';

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

export type CheckedBoard = { data: ValidationBoardData | null; issues: FieldIssues };

/** The board checked by core's schema: its data, or each problem's message under its field. */
export function checkBoard(board: ValidationBoardData): CheckedBoard {
  const result = validationBoardDataSchema.safeParse(board);
  return result.success ? { data: result.data, issues: {} } : { data: null, issues: issuesById(result.error.issues, { assumptions: board.assumptions }) };
}
