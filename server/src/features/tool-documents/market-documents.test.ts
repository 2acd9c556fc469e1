import type { MarketData } from '@core/tools/market-research-agent/market-documents';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const MARKETS = '/api/tools/market-research-agent/documents';

const noted = (value: number, note = '') => ({ value, note });
const data: MarketData = {
  currency: 'INR',
  topDown: {
    customers: noted(500_000, 'Clinics registered in India'),
    annualSpend: noted(24_000),
    serviceablePercent: noted(40),
    obtainablePercent: noted(2.5),
  },
  bottomUp: { customers: noted(2_000), price: noted(2_000), purchasesPerYear: noted(12) },
  overview: { text: 'Dental clinics first.', aiDraft: false },
};

describe('markets, as tool documents', () => {
  it('saves a market whole and gives it back, summarized by its TAM', async () => {
    const saved = await expectJson<ToolDocumentView<MarketData>>(
      await t.ada.post(MARKETS, { name: 'Clinics India', data }),
      201,
    );
    expect(await expectJson(await t.ada.request(`${MARKETS}/${saved.id}`), 200)).toMatchObject({
      name: 'Clinics India',
      data,
      version: 1,
    });
    // 500,000 × 24,000 = 12,000,000,000.
    expect(await expectJson(await t.ada.request(MARKETS), 200)).toContainEqual(
      expect.objectContaining({ name: 'Clinics India', summary: 'TAM 12000000000 INR' }),
    );
    expect((await t.visitor.request(MARKETS)).status).toBe(401);
  });

  it.each([
    [
      'a share over 100 %',
      { ...data, topDown: { ...data.topDown, serviceablePercent: noted(101) } },
      'data.topDown.serviceablePercent.value',
    ],
    [
      'part of a customer',
      { ...data, bottomUp: { ...data.bottomUp, customers: noted(2.5) } },
      'data.bottomUp.customers.value',
    ],
    [
      'no purchases a year',
      { ...data, bottomUp: { ...data.bottomUp, purchasesPerYear: noted(0) } },
      'data.bottomUp.purchasesPerYear.value',
    ],
    ['an overview without its AI mark', { ...data, overview: { text: 'x' } }, 'data.overview.aiDraft'],
  ])('refuses %s with a 422 naming the field', async (_label, bad, path) => {
    const error = await failure(await t.ada.post(MARKETS, { name: `Bad ${path}`, data: bad }), 422);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
  });
});
