import {
  competitorAnalysisDataSchema,
  SWOT_KEYS,
  type Competitor,
  type CompetitorAnalysisData,
  type SwotKey,
} from '@core/tools/competitor-analysis/competitor-analysis';
import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import { checkedBy, type FieldIssues } from '@/lib/tool-documents/issues-by-id';

/** A column as its inputs hold it: the price as typed (plain digits, '' for not known), each SWOT list one point a line. */
export type ColumnForm = Omit<Competitor, 'price' | 'swot'> & { price: string; swot: Record<SwotKey, string> };

/** The whole analysis as the page holds it. */
export type AnalysisForm = Omit<CompetitorAnalysisData, 'competitors'> & { competitors: ColumnForm[] };

/** A new analysis: no columns or features yet, in the founder's currency, its map's axes named in their language. */
export const newAnalysis = (currency: Currency, axes: AnalysisForm['axes']): AnalysisForm => ({
  currency,
  axes,
  competitors: [],
  features: [],
});

/** A new column, unnamed: the founder's product or a competitor. */
export const newColumn = (id: string, isOwn: boolean): ColumnForm => ({
  id,
  name: '',
  isOwn,
  plan: '',
  price: '',
  notes: '',
  position: null,
  swot: { strengths: '', weaknesses: '', opportunities: '', threats: '' },
  features: {},
});

const swotMap = <From, To>(swot: Record<SwotKey, From>, map: (from: From) => To) =>
  Object.fromEntries(SWOT_KEYS.map((key) => [key, map(swot[key])])) as Record<SwotKey, To>;

/** The points of a SWOT list as typed: one a line, blank lines left out. */
const pointsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The inputs showing a saved analysis. */
export const formOf = (data: CompetitorAnalysisData): AnalysisForm => ({
  ...data,
  competitors: data.competitors.map((competitor) => ({
    ...competitor,
    price: competitor.price === null ? '' : String(competitor.price),
    swot: swotMap(competitor.swot, (points) => points.join('\n')),
  })),
});

const candidateOf = (form: AnalysisForm) => ({
  ...form,
  competitors: form.competitors.map((column) => ({
    ...column,
    price: column.price.trim() === '' ? null : amountNumber(column.price),
    swot: swotMap(column.swot, pointsOf),
  })),
});

/** The analysis checked by core's schema: its data, or each problem under its field ('competitors.<id>.name'). */
export const checkAnalysis = (form: AnalysisForm) =>
  checkedBy(competitorAnalysisDataSchema, candidateOf(form), {
    competitors: form.competitors,
    features: form.features,
  });

/** The message for a field or any part of it (a SWOT list's point: 'competitors.<id>.swot.threats.2'). */
export const issueAt = (issues: FieldIssues, field: string) =>
  issues[field] ?? Object.entries(issues).find(([key]) => key.startsWith(`${field}.`))?.[1];
