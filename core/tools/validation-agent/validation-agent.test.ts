import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema } from '../tool-document-contracts';
import type { Assumption, AssumptionKind, ExperimentStatus } from './validation-board';
import { tallyBoard } from './validation-board';
import { validationBoardDataSchema, validationBoardDocuments } from './validation-boards';
import { RESULT_LINE_MAX, validationResultText, type ResultGroup, type ResultWords } from './validation-result';

const KINDS: Record<AssumptionKind, string> = {
  problem: 'Problem',
  customer: 'Customer',
  solution: 'Solution',
  willingnessToPay: 'Willingness to pay',
  channel: 'Channel',
};
const STATUSES: Record<ExperimentStatus, string> = {
  notStarted: 'Not started',
  running: 'Running',
  validated: 'Validated',
  invalidated: 'Invalidated',
};
const GROUPS: Record<ResultGroup, string> = {
  validated: 'Validated:',
  invalidated: 'Invalidated:',
  open: 'Still open:',
};
const words: ResultWords = {
  heading: ({ validated, invalidated, open }) =>
    `Validation board: ${validated} validated, ${invalidated} invalidated, ${open} open.`,
  group: (group) => GROUPS[group],
  kind: (kind) => KINDS[kind],
  status: (status) => STATUSES[status],
};

const assumption = (
  id: string,
  kind: AssumptionKind,
  statement: string,
  status: ExperimentStatus,
  result = '',
): Assumption => ({
  id,
  kind,
  statement,
  aiDraft: false,
  experiment: { method: 'Ten interviews', successCriterion: '7 of 10 say it hurts', status, result },
});

const board = [
  assumption(
    'a',
    'problem',
    'Freelancers lose hours chasing late invoices',
    'validated',
    '8 of 10 chased an invoice last month',
  ),
  assumption('b', 'willingnessToPay', 'They would pay $15 a month', 'invalidated', 'Only 1 of 10 pre-ordered'),
  assumption('c', 'channel', 'Accountants will refer them', 'running'),
  assumption('d', 'customer', 'Designers feel it most', 'notStarted'),
  assumption('e', 'solution', 'Automatic reminders fix it', 'validated'),
];

const issueOf = (input: unknown) => {
  const issue = validationBoardDataSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};

describe('a validation board', () => {
  it('counts validated, invalidated and open assumptions: 2 + 1 + (1 running + 1 not started) = 5', () => {
    expect(tallyBoard(board)).toEqual({ validated: 2, invalidated: 1, open: 2, total: 5 });
    expect(tallyBoard([])).toEqual({ validated: 0, invalidated: 0, open: 0, total: 0 });
  });

  it('writes its result: the counts, then each group in the board order, results or the open status after each', () => {
    expect(validationResultText(board, words)).toBe(
      [
        'Validation board: 2 validated, 1 invalidated, 2 open.',
        '',
        'Validated:',
        '- [Problem] Freelancers lose hours chasing late invoices — 8 of 10 chased an invoice last month',
        '- [Solution] Automatic reminders fix it',
        '',
        'Invalidated:',
        '- [Willingness to pay] They would pay $15 a month — Only 1 of 10 pre-ordered',
        '',
        'Still open:',
        '- [Channel] Accountants will refer them (Running)',
        '- [Customer] Designers feel it most (Not started)',
      ].join('\n'),
    );
  });

  it('leaves out empty groups, folds line breaks and clips a long line', () => {
    const long = assumption('x', 'problem', 'Line one\nline two', 'invalidated', 'r'.repeat(600));
    const [heading, , group, line] = validationResultText([long], words).split('\n');
    expect([heading, group]).toEqual(['Validation board: 0 validated, 1 invalidated, 0 open.', 'Invalidated:']);
    expect(line).toHaveLength(RESULT_LINE_MAX);
    expect(line?.startsWith('- [Problem] Line one line two — rrr')).toBe(true);
    expect(line?.endsWith('r…')).toBe(true);
    // 20 assumptions of at most 400 characters, with headings, stay under the idea's 10,000.
    expect(
      validationResultText(
        Array.from({ length: 20 }, (_, i) => ({ ...long, id: String(i) })),
        words,
      ).length,
    ).toBeLessThan(10_000);
  });

  it('accepts a board and trims its texts; names the field of what it refuses', () => {
    const parsed = toolDocumentInputSchema(validationBoardDocuments).parse({
      name: ' Invoices ',
      data: { idea: { id: 'i1', title: 'Invoice chaser' }, assumptions: [{ ...board[0], statement: ' Hurts ' }] },
    });
    expect([parsed.name, parsed.data.assumptions[0]?.statement]).toEqual(['Invoices', 'Hurts']);
    const data = { idea: null, assumptions: board };
    expect(issueOf({ ...data, assumptions: [{ ...board[0], statement: '  ' }] })).toEqual([
      'assumptions.0.statement',
      'Write the assumption',
    ]);
    expect(issueOf({ ...data, assumptions: [{ ...board[0], kind: 'market' }] })).toEqual([
      'assumptions.0.kind',
      'Choose what the assumption is about',
    ]);
    expect(
      issueOf({ ...data, assumptions: [{ ...board[0], experiment: { ...board[0]!.experiment, status: 'done' } }] }),
    ).toEqual(['assumptions.0.experiment.status', 'Choose a status']);
    expect(
      issueOf({
        ...data,
        assumptions: [{ ...board[0], experiment: { ...board[0]!.experiment, result: 'x'.repeat(1_001) } }],
      }),
    ).toEqual(['assumptions.0.experiment.result', 'At most 1000 characters']);
    expect(issueOf({ ...data, assumptions: [board[0], board[0]] })).toEqual([
      'assumptions',
      'Each assumption must appear once',
    ]);
    expect(
      issueOf({ ...data, assumptions: Array.from({ length: 21 }, (_, i) => ({ ...board[0], id: String(i) })) }),
    ).toEqual(['assumptions', 'At most 20 assumptions']);
  });

  it('is a document kind in its own words, summarised by its count of assumptions', () => {
    expect(validationBoardDocuments.messages.nameTaken('Seed')).toBe("You already have a board named 'Seed'");
    expect(validationBoardDocuments.messages.tooMany(100)).toBe(
      'You can save up to 100 boards. Delete one to save another.',
    );
    expect(validationBoardDocuments.summarize({ idea: null, assumptions: [board[0]!] })).toBe('1 assumption');
    expect(validationBoardDocuments.summarize({ idea: null, assumptions: board })).toBe('5 assumptions');
  });
});
