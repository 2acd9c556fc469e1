import type {
  ExpenseLine,
  FinanceModel,
  FundingEvent,
  RevenueStream,
  Role,
} from '@core/tools/finance-model-creator/finance-model';
import { isBlankText, withoutBlankRowsIn, type BlankRowRules } from '@core/lists/without-blank-rows';
import type { Currency } from '@core/tools/money';

/** A line as the form holds it: every number as the text typed, so a half-typed '1.' or an empty field stays. */
type AsTyped<Line> = { [Key in keyof Line]: Line[Key] extends number ? string : Line[Key] };

export type StreamValues = AsTyped<RevenueStream>;
export type RoleValues = AsTyped<Role>;
export type ExpenseValues = AsTyped<ExpenseLine>;
export type FundingValues = AsTyped<FundingEvent>;

/** The model as the form holds it. */
export type ModelValues = Omit<AsTyped<FinanceModel>, 'streams' | 'headcount' | 'expenses' | 'funding'> & {
  streams: StreamValues[];
  headcount: RoleValues[];
  expenses: ExpenseValues[];
  funding: FundingValues[];
};

/** The lists of a model, each a section of the form. */
export type ListKey = 'streams' | 'headcount' | 'expenses' | 'funding';

// The typed text as a number: an empty field is not 0 but missing (the schema says 'Enter a number').
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const typedRow = <Row extends object>(row: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );

const numberRow = <Row extends object>(row: Row, numeric: readonly string[]) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      numeric.includes(key) && typeof value === 'string' ? toNumber(value) : value,
    ]),
  );

const NUMERIC = [
  'start',
  'price',
  'growthPercent',
  'churnPercent',
  'monthlyCost',
  'startMonth',
  'value',
  'month',
  'amount',
];

/** A model as the form shows it. */
export function valuesOf(model: FinanceModel): ModelValues {
  return {
    currency: model.currency,
    months: String(model.months),
    startingCash: String(model.startingCash),
    costOfRevenuePercent: String(model.costOfRevenuePercent),
    streams: model.streams.map(typedRow) as StreamValues[],
    headcount: model.headcount.map(typedRow) as RoleValues[],
    expenses: model.expenses.map(typedRow) as ExpenseValues[],
    funding: model.funding.map(typedRow) as FundingValues[],
  };
}

/** What the form holds, with numbers as numbers (NaN where a field is empty or not a number), for the schema to check. */
export function modelInputOf(values: ModelValues): unknown {
  return {
    currency: values.currency,
    months: toNumber(values.months),
    startingCash: toNumber(values.startingCash),
    costOfRevenuePercent: toNumber(values.costOfRevenuePercent),
    streams: values.streams.map((row) => numberRow(row, NUMERIC)),
    headcount: values.headcount.map((row) => numberRow(row, NUMERIC)),
    expenses: values.expenses.map((row) => numberRow(row, NUMERIC)),
    funding: values.funding.map((row) => numberRow(row, NUMERIC)),
  };
}

/**
 * What makes a line blank: every field the person types in is empty (its kind is a choice and does not count; a
 * recurring stream shows no price). Such a line is left out of the check, the projection and the save (issue 33).
 */
const BLANK_LINES: BlankRowRules<ModelValues> = {
  streams: (stream) =>
    isBlankText(stream.name, stream.start, stream.growthPercent, stream.churnPercent) &&
    (stream.kind === 'recurring' || isBlankText(stream.price)),
  headcount: (role) => isBlankText(role.role, role.monthlyCost, role.startMonth),
  expenses: (line) => isBlankText(line.name, line.value),
  funding: (event) => isBlankText(event.name, event.month, event.amount),
};

/** The model as typed without its blank lines, and the way back to a line's place as typed (withoutBlankRowsIn). */
export const withoutBlankLines = (values: ModelValues) => withoutBlankRowsIn(values, BLANK_LINES);

/** The names a new model's lines get, in the page's language. */
export type DefaultNames = { stream: string; role: string; expense: string; funding: string };

/** A new line of each list, its id given by the caller (unique in its list). */
export const newLine = {
  streams: (id: string, names: DefaultNames): StreamValues => ({
    id,
    name: names.stream,
    kind: 'recurring',
    start: '1000',
    price: '0',
    growthPercent: '5',
    churnPercent: '2',
  }),
  headcount: (id: string, names: DefaultNames): RoleValues => ({
    id,
    role: names.role,
    monthlyCost: '5000',
    startMonth: '1',
  }),
  expenses: (id: string, names: DefaultNames): ExpenseValues => ({
    id,
    name: names.expense,
    kind: 'fixed',
    value: '1000',
  }),
  funding: (id: string, names: DefaultNames): FundingValues => ({
    id,
    name: names.funding,
    month: '6',
    amount: '250000',
  }),
} satisfies Record<ListKey, (id: string, names: DefaultNames) => object>;

/** A new model: 24 months in the company's currency (ADR 0070), 250,000 in the bank, one of each line but funding. */
export function newModelValues(names: DefaultNames, currency: Currency): ModelValues {
  return {
    currency,
    months: '24',
    startingCash: '250000',
    costOfRevenuePercent: '20',
    streams: [newLine.streams('stream-1', names)],
    headcount: [newLine.headcount('role-1', names)],
    expenses: [newLine.expenses('expense-1', names)],
    funding: [],
  };
}

/** An id for a new line of `list`, after every 'prefix-N' there. */
export function nextLineId(list: readonly { id: string }[], prefix: string): string {
  const numbers = list.map((line) => Number(line.id.slice(prefix.length + 1))).filter(Number.isInteger);
  return `${prefix}-${Math.max(0, list.length, ...numbers) + 1}`;
}
