import { SAMPLE_TERM_SHEET } from '@core/tools/term-sheet-translator/sample-term-sheet';
import type { TermSheetAnalysisData } from '@core/tools/term-sheet-translator/analyses';
import type { ToolDocumentSummary, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const ANALYSES = '/api/tools/term-sheet-translator/documents';

const data: TermSheetAnalysisData = {
  text: SAMPLE_TERM_SHEET,
  currency: 'INR',
  waterfall: {
    series: [
      { name: 'Series A', investment: 4_000_000, postMoney: 20_000_000, multiple: 1, participation: 'capped', cap: 3 },
    ],
    seniority: 'stacked',
    exitValues: [10_000_000, 100_000_000],
  },
};

describe('the term sheet translator’s saved analyses', () => {
  it('keeps an analysis whole — text, currency, waterfall inputs — and lists it by its currency, investment and post-money valuation', async () => {
    const saved = await expectJson<ToolDocumentView<TermSheetAnalysisData>>(
      await t.ada.post(ANALYSES, { name: 'Lumen Series A', data }),
      201,
    );
    expect(
      await expectJson<ToolDocumentView<TermSheetAnalysisData>>(await t.ada.request(`${ANALYSES}/${saved.id}`), 200),
    ).toMatchObject({ name: 'Lumen Series A', data });
    const list = await expectJson<ToolDocumentSummary[]>(await t.ada.request(ANALYSES), 200);
    expect(list.find((item) => item.id === saved.id)?.summary).toBe('INR 4000000 20000000');
  });

  it('refuses a term sheet over 40,000 characters, naming the text', async () => {
    const error = await failure(
      await t.ada.post(ANALYSES, { name: 'Too long', data: { ...data, text: 'x'.repeat(40_001) } }),
      422,
    );
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'data.text', message: 'A term sheet can be at most 40,000 characters long' }),
    ]);
  });

  it('refuses waterfall inputs that cannot be, naming each field', async () => {
    const waterfall = {
      ...data.waterfall,
      series: [{ ...data.waterfall.series[0]!, postMoney: 1_000_000 }],
      exitValues: [-5],
    };
    const error = await failure(await t.ada.post(ANALYSES, { name: 'Wrong', data: { ...data, waterfall } }), 422);
    expect(error.issues?.map((issue) => [issue.path, issue.message])).toEqual([
      ['data.waterfall.series.0.postMoney', 'The post-money valuation cannot be less than the investment'],
      ['data.waterfall.exitValues.0', 'An exit value cannot be negative'],
    ]);
  });
});
