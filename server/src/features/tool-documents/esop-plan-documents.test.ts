import type { EsopPlanData } from '@core/tools/esop-planner/esop-plans';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const PLANS = '/api/tools/esop-planner/documents';

const data: EsopPlanData = {
  currency: 'INR',
  company: { fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 5 } },
  grants: [
    {
      id: 'g1',
      holder: 'Priya',
      role: 'Engineer',
      amount: { unit: 'shares', value: 400_000 },
      grantDate: '2024-01-15',
      strikePrice: 0.25,
      vestingYears: 4,
      cliffMonths: 12,
    },
  ],
  round: { preMoney: 8_000_000, investment: 2_000_000, targetPoolPercent: 10 },
  founders: [],
};

describe('ESOP plans, as tool documents', () => {
  it('saves a plan whole and gives it back, summarized by its grants', async () => {
    const saved = await expectJson<ToolDocumentView<EsopPlanData>>(
      await t.ada.post(PLANS, { name: 'Seed plan', data }),
      201,
    );
    expect(await expectJson(await t.ada.request(`${PLANS}/${saved.id}`), 200)).toMatchObject({
      name: 'Seed plan',
      data,
      version: 1,
    });
    expect(await expectJson(await t.ada.request(PLANS), 200)).toContainEqual(
      expect.objectContaining({ name: 'Seed plan', summary: '1 grant' }),
    );
    expect((await t.visitor.request(PLANS)).status).toBe(401);
  });

  it.each([
    [
      'a round that leaves the founders nothing',
      { ...data, round: { ...data.round, targetPoolPercent: 80 } },
      'data.round.targetPoolPercent',
    ],
    [
      'a date that does not exist',
      { ...data, grants: [{ ...data.grants[0], grantDate: '2025-02-30' }] },
      'data.grants.0.grantDate',
    ],
    [
      'a pool as large as the company',
      { ...data, company: { fullyDilutedShares: 100, pool: { unit: 'shares', value: 100 } } },
      'data.company.pool.value',
    ],
    ['an unknown currency', { ...data, currency: 'BTC' }, 'data.currency'],
  ])('refuses %s with a 422 naming the field', async (_label, bad, path) => {
    const error = await failure(await t.ada.post(PLANS, { name: `Bad ${path}`, data: bad }), 422);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
  });
});
