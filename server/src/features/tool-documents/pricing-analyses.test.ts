import {
  NEW_PRICING_ANALYSIS,
  type PricingAnalysisData,
} from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const ANALYSES = '/api/tools/pricing-strategy-simulator/documents';
/** A body to save: a valid analysis with `data` put over it (valid or not). */
const analysis = (name: string, data: Record<string, unknown> = {}) => ({
  name,
  data: { ...NEW_PRICING_ANALYSIS, ...data },
});

describe('the pricing simulator’s saved analyses', () => {
  it('keeps 5,000 answers and gives them back as saved', async () => {
    const answers = Array.from({ length: 5000 }, (_, index): [number, number, number, number] => [
      index,
      index + 1,
      index + 2.5,
      index + 10,
    ]);
    const saved = await expectJson<ToolDocumentView<PricingAnalysisData>>(
      await t.ada.post(ANALYSES, analysis('Survey', { currency: 'INR', answers })),
      201,
    );
    const read = await expectJson<ToolDocumentView<PricingAnalysisData>>(
      await t.ada.request(`${ANALYSES}/${saved.id}`),
      200,
    );
    expect(read.data).toEqual({ ...NEW_PRICING_ANALYSIS, currency: 'INR', answers });
  });

  it.each([
    [
      '5,001 answers',
      { answers: Array.from({ length: 5001 }, () => [1, 2, 3, 4]) },
      'data.answers',
      'At most 5000 answers',
    ],
    [
      'answers out of order',
      {
        answers: [
          [1, 2, 3, 4],
          [10, 5, 20, 30],
        ],
      },
      'data.answers',
      'Each answer must go too cheap ≤ cheap ≤ expensive ≤ too expensive',
    ],
    ['a negative answer', { answers: [[-1, 2, 3, 4]] }, 'data.answers.0.0', 'Enter a price from 0 to 1000000000'],
    [
      'shares not adding up to 100',
      { tiers: [{ id: 't', name: 'Solo', price: 10, share: 90 }] },
      'data.tiers',
      'The tiers’ shares must add up to 100 %',
    ],
    [
      'no churn',
      { economics: { grossMargin: 80, monthlyChurn: 0, cac: 100 } },
      'data.economics.monthlyChurn',
      'Enter a monthly churn above 0 and at most 100 %',
    ],
    ['a currency not offered', { currency: 'JPY' }, 'data.currency', 'Choose a currency'],
  ])('refuses %s with a 422 naming the field', async (_label, data, path, message) => {
    const error = await failure(await t.ada.post(ANALYSES, analysis('Bad', data)), 422);
    expect(error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await expectJson<unknown[]>(await t.ada.request(ANALYSES), 200)).not.toContainEqual(
      expect.objectContaining({ name: 'Bad' }),
    );
  });
});
