import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema, toolDocumentSaveSchema, toolDocumentTexts } from '../tool-document-contracts';
import { SAMPLE_TERM_SHEET } from './sample-term-sheet';
import { summarizeAnalysis, TERM_SHEET_LIMITS, termSheetAnalysisDocuments } from './analyses';

/** An analysis as the API checks it: its name and data. */
const termSheetAnalysisSchema = toolDocumentInputSchema(termSheetAnalysisDocuments);

const seriesA = {
  name: 'Series A',
  investment: 4_000_000,
  postMoney: 20_000_000,
  multiple: 1,
  participation: 'capped',
  cap: 3,
};
const waterfall = { series: [seriesA], seniority: 'stacked', exitValues: [10_000_000, 100_000_000] };
const valid = { name: 'Lumen Series A', data: { text: SAMPLE_TERM_SHEET, currency: 'USD', waterfall } };

/** Each issue of a refused analysis as [path, message]. */
const issuesOf = (input: unknown) =>
  termSheetAnalysisSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a saved term sheet analysis', () => {
  it('keeps its name, text, currency and waterfall inputs', () => {
    expect(termSheetAnalysisSchema.parse(valid)).toEqual(valid);
    expect(toolDocumentSaveSchema(termSheetAnalysisDocuments).parse({ ...valid, version: 2 }).version).toBe(2);
  });

  it('refuses an empty text and one over the limit, with a clear message', () => {
    expect(issuesOf({ ...valid, data: { ...valid.data, text: '  ' } })).toEqual([['data.text', 'Paste a term sheet']]);
    expect(issuesOf({ ...valid, data: { ...valid.data, text: 'x'.repeat(TERM_SHEET_LIMITS.text + 1) } })).toEqual([
      ['data.text', 'A term sheet can be at most 40,000 characters long'],
    ]);
    expect(
      termSheetAnalysisSchema.safeParse({ ...valid, data: { ...valid.data, text: 'x'.repeat(TERM_SHEET_LIMITS.text) } })
        .success,
    ).toBe(true);
  });

  it('refuses an unknown currency', () => {
    expect(issuesOf({ ...valid, data: { ...valid.data, currency: 'JPY' } })).toEqual([
      ['data.currency', 'Choose a currency'],
    ]);
  });

  it('names each waterfall input it refuses', () => {
    const withWaterfall = (patch: object) => ({
      ...valid,
      data: { ...valid.data, waterfall: { ...waterfall, ...patch } },
    });
    const withSeries = (patch: object) => withWaterfall({ series: [{ ...seriesA, name: 'Seed', ...patch }] });
    expect(issuesOf(withSeries({ investment: 0 }))).toEqual([
      ['data.waterfall.series.0.investment', 'The investment must be more than 0'],
    ]);
    expect(issuesOf(withSeries({ investment: undefined }))).toEqual([
      ['data.waterfall.series.0.investment', 'Enter the investment amount'],
    ]);
    expect(issuesOf(withSeries({ postMoney: 3_000_000 }))).toEqual([
      ['data.waterfall.series.0.postMoney', 'The post-money valuation cannot be less than the investment'],
    ]);
    expect(issuesOf(withSeries({ multiple: 11, participation: 'none' }))).toEqual([
      ['data.waterfall.series.0.multiple', 'Enter a multiple from 0 to 10'],
    ]);
    expect(issuesOf(withSeries({ cap: 0.5, multiple: 0 }))).toEqual([
      ['data.waterfall.series.0.cap', 'Enter a cap from 1 to 20'],
    ]);
    expect(issuesOf(withSeries({ multiple: 2, cap: 1.5 }))).toEqual([
      ['data.waterfall.series.0.cap', 'The cap cannot be lower than the preference multiple'],
    ]);
    // A cap below the multiple does not matter when the investors do not participate with a cap.
    expect(issuesOf(withSeries({ multiple: 2, cap: 1.5, participation: 'none' }))).toBeUndefined();
    expect(issuesOf(withSeries({ participation: 'sometimes' }))).toEqual([
      ['data.waterfall.series.0.participation', 'Choose whether the investors participate'],
    ]);
    expect(issuesOf(withSeries({ name: 'S'.repeat(41) }))).toEqual([
      ['data.waterfall.series.0.name', 'A series name can be at most 40 characters'],
    ]);
    expect(issuesOf(withWaterfall({ series: [] }))).toEqual([['data.waterfall.series', 'Add at least one series']]);
    expect(issuesOf(withWaterfall({ series: Array.from({ length: 7 }, () => seriesA) }))).toEqual([
      ['data.waterfall.series', 'At most 6 series'],
    ]);
    expect(issuesOf(withWaterfall({ seniority: 'first come' }))).toEqual([
      ['data.waterfall.seniority', 'Choose how the series rank'],
    ]);
    expect(issuesOf(withWaterfall({ exitValues: [] }))).toEqual([
      ['data.waterfall.exitValues', 'Add at least one exit value'],
    ]);
    expect(issuesOf(withWaterfall({ exitValues: [1, -1] }))).toEqual([
      ['data.waterfall.exitValues.1', 'An exit value cannot be negative'],
    ]);
    expect(issuesOf(withWaterfall({ exitValues: Array.from({ length: 9 }, () => 1) }))).toEqual([
      ['data.waterfall.exitValues', 'At most 8 exit values'],
    ]);
  });

  it("words its messages as an analysis's", () => {
    const texts = toolDocumentTexts(termSheetAnalysisDocuments);
    expect(texts.notFound).toBe('Analysis not found');
    expect(texts.nameTaken('Seed')).toBe("You already have an analysis named 'Seed'");
    expect(issuesOf({ ...valid, name: '' })).toEqual([['name', 'Analysis name is required']]);
  });

  it("is summarized by its currency and its latest series' investment and post-money valuation", () => {
    expect(summarizeAnalysis(valid.data as never)).toBe('USD 4000000 20000000');
    const seed = { ...seriesA, name: 'Seed', investment: 1_000_000, postMoney: 5_000_000 };
    expect(summarizeAnalysis({ currency: 'EUR', waterfall: { ...waterfall, series: [seed, seriesA] } } as never)).toBe(
      'EUR 4000000 20000000',
    );
  });

  it('opens an analysis saved before several series (one class of preferred) as one series, stacked', () => {
    // As analyses were saved until the waterfall had series (ADR 0048): the class's terms beside the exit values.
    const saved = {
      text: SAMPLE_TERM_SHEET,
      currency: 'USD',
      waterfall: {
        investment: 4_000_000,
        postMoney: 20_000_000,
        multiple: 1,
        participation: 'capped',
        cap: 3,
        exitValues: [10_000_000, 100_000_000],
      },
    };
    expect(termSheetAnalysisDocuments.data.parse(saved).waterfall).toEqual({
      series: [{ ...seriesA, name: '' }],
      seniority: 'stacked',
      exitValues: [10_000_000, 100_000_000],
    });
    // Its figures are still checked, under the series they now belong to.
    expect(
      termSheetAnalysisDocuments.data
        .safeParse({ ...saved, waterfall: { ...saved.waterfall, postMoney: 1 } })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['waterfall.series.0.postMoney', 'The post-money valuation cannot be less than the investment']]);
  });
});
