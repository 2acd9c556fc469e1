import { SURVEY_COLUMNS, type SurveyAnswer, type SurveyColumn } from './van-westendorp';

/** The most answers one analysis holds, and the highest price an answer may name. */
export const SURVEY_LIMITS = { answers: 5000, price: 1_000_000_000 } as const;

/** What is wrong with one row of pasted or imported answers; the row is left out only if the user agrees. */
export type SurveyRowProblem =
  | { line: number; kind: 'columns'; found: number }
  | { line: number; kind: 'missing'; column: SurveyColumn }
  | { line: number; kind: 'notNumber'; column: SurveyColumn; value: string }
  | { line: number; kind: 'negative'; column: SurveyColumn; value: string }
  | { line: number; kind: 'tooLarge'; column: SurveyColumn; value: string }
  | { line: number; kind: 'order'; column: SurveyColumn; previous: SurveyColumn; value: number; previousValue: number };

export type SurveyRead =
  | { status: 'tooMany'; rows: number }
  | { status: 'read'; answers: SurveyAnswer[]; problems: SurveyRowProblem[]; hasHeader: boolean };

/** One record of CSV text: the line it starts on and its cells (as the kit's parseCsv gives them). */
type Row = { line: number; cells: readonly string[] };

const THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A price as people write it: '12', '12.50', '$1,200', '₹ 999'; null when it is not a number. */
export function readPrice(text: string): number | null {
  const bare = text.trim().replace(/^(-?)\s*[$€£₹]\s*/u, '$1');
  const digits = THOUSANDS.test(bare) ? bare.replaceAll(',', '') : bare;
  return PLAIN.test(digits) ? Number(digits) : null;
}

/** Why four prices are not one respondent's answers (in column order), or null when they are. */
export function answerOrderProblem(
  prices: readonly number[],
): { column: SurveyColumn; previous: SurveyColumn; value: number; previousValue: number } | null {
  for (let index = 1; index < SURVEY_COLUMNS.length; index += 1) {
    if (prices[index]! < prices[index - 1]!) {
      return {
        column: SURVEY_COLUMNS[index]!,
        previous: SURVEY_COLUMNS[index - 1]!,
        value: prices[index]!,
        previousValue: prices[index - 1]!,
      };
    }
  }
  return null;
}

/** 'Too cheap', 'too_cheap', 'TooCheap' → 'toocheap'. */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');
const HEADER_KEYS: Record<string, SurveyColumn> = {
  toocheap: 'tooCheap',
  cheap: 'cheap',
  expensive: 'expensive',
  tooexpensive: 'tooExpensive',
};

/** Where each column is: by a header naming all four, else the first four cells. */
function columnIndexes(header: readonly string[] | null): number[] | null {
  if (!header) return null;
  const byName = new Map<SurveyColumn, number>();
  header.forEach((cell, index) => {
    const column = HEADER_KEYS[headerKey(cell)];
    if (column && !byName.has(column)) byName.set(column, index);
  });
  return byName.size === SURVEY_COLUMNS.length ? SURVEY_COLUMNS.map((column) => byName.get(column)!) : null;
}

function readRow({ line, cells }: Row, indexes: number[] | null): SurveyAnswer | SurveyRowProblem {
  if (!indexes && cells.length !== SURVEY_COLUMNS.length) return { line, kind: 'columns', found: cells.length };
  const prices: number[] = [];
  for (const [position, column] of SURVEY_COLUMNS.entries()) {
    const value = (cells[indexes ? indexes[position]! : position] ?? '').trim();
    if (value === '') return { line, kind: 'missing', column };
    const price = readPrice(value);
    if (price === null) return { line, kind: 'notNumber', column, value };
    if (price < 0) return { line, kind: 'negative', column, value };
    if (price > SURVEY_LIMITS.price) return { line, kind: 'tooLarge', column, value };
    prices.push(price);
  }
  const disorder = answerOrderProblem(prices);
  return disorder ? { line, kind: 'order', ...disorder } : [prices[0]!, prices[1]!, prices[2]!, prices[3]!];
}

const isBlank = (row: Row) => row.cells.every((cell) => cell.trim() === '');

/**
 * Survey answers from CSV records: one respondent a row, too cheap, cheap, expensive, too expensive. A first row
 * with no number in it is a header; one naming the four columns places them (other columns are ignored),
 * otherwise the four are the row's only cells, in that order. Blank rows are passed over; each other row that
 * is not four ordered prices is a problem naming its line. More than SURVEY_LIMITS.answers rows are refused whole.
 */
export function readSurveyAnswers(rows: readonly Row[]): SurveyRead {
  const filled = rows.filter((row) => !isBlank(row));
  const first = filled[0];
  const hasHeader = first !== undefined && first.cells.every((cell) => readPrice(cell) === null);
  const body = hasHeader ? filled.slice(1) : filled;
  if (body.length > SURVEY_LIMITS.answers) return { status: 'tooMany', rows: body.length };
  const indexes = columnIndexes(hasHeader && first ? first.cells : null);
  const answers: SurveyAnswer[] = [];
  const problems: SurveyRowProblem[] = [];
  for (const row of body) {
    const read = readRow(row, indexes);
    if ('kind' in read) problems.push(read);
    else answers.push(read);
  }
  return { status: 'read', answers, problems, hasHeader };
}
