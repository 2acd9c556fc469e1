import { describe, expect, it } from 'vitest';
import { answerOrderProblem, readPrice, readSurveyAnswers, SURVEY_LIMITS } from './survey-answers';

/** Rows as CSV gives them: one per line, from line 1. */
const rows = (...lines: string[][]) => lines.map((cells, index) => ({ line: index + 1, cells }));

describe('reading prices', () => {
  it.each([
    ['12', 12],
    [' 12.50 ', 12.5],
    ['.5', 0.5],
    ['$1,200', 1200],
    ['₹ 12,345.5', 12345.5],
    ['€9', 9],
    ['-3', -3],
  ])('%s is %s', (text, price) => expect(readPrice(text)).toBe(price));

  it.each(['', 'abc', '12,50', '1,2345', '12 0', '1e3', '$', '12$', 'NaN', 'Infinity'])('%j is not a price', (text) =>
    expect(readPrice(text)).toBeNull(),
  );
});

describe('reading survey answers', () => {
  it('reads one respondent a row, in the questionnaire’s order, without a header', () => {
    expect(readSurveyAnswers(rows(['5', '10', '20', '30'], ['8', '12', '25', '35']))).toEqual({
      status: 'read',
      answers: [
        [5, 10, 20, 30],
        [8, 12, 25, 35],
      ],
      problems: [],
      hasHeader: false,
    });
  });

  it('places the columns by a header that names them, ignoring other columns', () => {
    const read = readSurveyAnswers(
      rows(['Respondent', 'Too expensive', 'Expensive', 'Cheap', 'Too cheap'], ['r1', '30', '20', '10', '5']),
    );
    expect(read).toEqual({ status: 'read', answers: [[5, 10, 20, 30]], problems: [], hasHeader: true });
  });

  it('takes a header it cannot place as the four columns in order', () => {
    expect(readSurveyAnswers(rows(['a', 'b', 'c', 'd'], ['1', '2', '3', '4']))).toMatchObject({
      answers: [[1, 2, 3, 4]],
      hasHeader: true,
    });
  });

  it('names each bad row by its line and what is wrong, and keeps the good ones', () => {
    const read = readSurveyAnswers([
      { line: 1, cells: ['too cheap', 'cheap', 'expensive', 'too expensive'] },
      { line: 2, cells: ['5', '10', '20', '30'] },
      { line: 3, cells: ['5', '10', '20'] },
      { line: 4, cells: ['5', '', '20', '30'] },
      { line: 5, cells: ['5', 'ten', '20', '30'] },
      { line: 6, cells: ['-5', '10', '20', '30'] },
      { line: 7, cells: ['5', '25', '20', '30'] },
      { line: 9, cells: ['', ' ', '', ''] },
      { line: 10, cells: ['5', '10', '20', String(SURVEY_LIMITS.price + 1)] },
      { line: 11, cells: ['6', '12', '24', '36'] },
    ]);
    expect(read).toEqual({
      status: 'read',
      hasHeader: true,
      answers: [
        [5, 10, 20, 30],
        [6, 12, 24, 36],
      ],
      problems: [
        // A header was placed by name, so a short row is missing its fourth column.
        { line: 3, kind: 'missing', column: 'tooExpensive' },
        { line: 4, kind: 'missing', column: 'cheap' },
        { line: 5, kind: 'notNumber', column: 'cheap', value: 'ten' },
        { line: 6, kind: 'negative', column: 'tooCheap', value: '-5' },
        { line: 7, kind: 'order', column: 'expensive', previous: 'cheap', value: 20, previousValue: 25 },
        { line: 10, kind: 'tooLarge', column: 'tooExpensive', value: '1000000001' },
      ],
    });
  });

  it('without a header, a row of other than four cells is a problem of its own', () => {
    expect(readSurveyAnswers(rows(['1', '2', '3', '4'], ['1', '2', '3']))).toMatchObject({
      problems: [{ line: 2, kind: 'columns', found: 3 }],
    });
  });

  it('accepts equal neighbouring answers but not falling ones', () => {
    expect(answerOrderProblem([10, 10, 20, 20])).toBeNull();
    expect(answerOrderProblem([10, 20, 30, 25])).toEqual({
      column: 'tooExpensive',
      previous: 'expensive',
      value: 25,
      previousValue: 30,
    });
  });

  it(`refuses more than ${SURVEY_LIMITS.answers} answers whole, the header not counted`, () => {
    const many = (count: number) => [
      ['too cheap', 'cheap', 'expensive', 'too expensive'],
      ...Array.from({ length: count }, () => ['1', '2', '3', '4']),
    ];
    expect(readSurveyAnswers(rows(...many(5000)))).toMatchObject({ status: 'read', problems: [] });
    expect(readSurveyAnswers(rows(...many(5001)))).toEqual({ status: 'tooMany', rows: 5001 });
  });

  it('reads nothing from nothing', () => {
    expect(readSurveyAnswers([])).toEqual({ status: 'read', answers: [], problems: [], hasHeader: false });
  });
});
