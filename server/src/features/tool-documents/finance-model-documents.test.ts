import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { ToolDocumentSummary, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const MODELS = '/api/tools/finance-model-creator/documents';

const model: FinanceModel = {
  currency: 'INR',
  months: 24,
  startingCash: 100_000,
  costOfRevenuePercent: 20,
  streams: [
    { id: 's1', name: 'Subscriptions', kind: 'recurring', start: 1000, price: 0, growthPercent: 0, churnPercent: 0 },
  ],
  headcount: [{ id: 'r1', role: 'Founder', monthlyCost: 5000, startMonth: 1 }],
  expenses: [{ id: 'e1', name: 'Marketing', kind: 'percent', value: 10 }],
  funding: [{ id: 'f1', name: 'Seed', month: 10, amount: 30_000 }],
};

describe('finance model scenarios (the tool documents module, with the finance model as its kind)', () => {
  it('saves a model and lists it by its length and currency', async () => {
    const saved = await expectJson<ToolDocumentView<FinanceModel>>(
      await t.ada.post(MODELS, { name: 'Base', data: model }),
      201,
    );
    expect(saved).toMatchObject({ name: 'Base', version: 1, data: model });
    const list = await expectJson<ToolDocumentSummary[]>(await t.ada.request(MODELS), 200);
    expect(list.map((item) => [item.name, item.summary])).toEqual([['Base', '24 months · INR']]);
  });

  it('refuses a wrong model with a 422 naming each field, and saves nothing', async () => {
    const namesSaved = async () =>
      (await expectJson<ToolDocumentSummary[]>(await t.ada.request(MODELS), 200)).map((item) => item.name);
    const before = await namesSaved();
    const wrong = {
      ...model,
      startingCash: -5,
      headcount: [{ ...model.headcount[0], startMonth: 30 }],
      expenses: [{ ...model.expenses[0], value: 150 }],
    };
    const error = await failure(await t.ada.post(MODELS, { name: 'Wrong', data: wrong }), 422);
    expect(error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'data.startingCash', message: 'Enter 0 or more' }),
        expect.objectContaining({ path: 'data.headcount.0.startMonth', message: 'Enter a month from 1 to 24' }),
        expect.objectContaining({ path: 'data.expenses.0.value', message: 'Enter a percentage from 0 to 100' }),
      ]),
    );
    const error2 = await failure(
      await t.ada.post(MODELS, { name: 'Short', data: { ...model, months: 6, currency: 'JPY' } }),
      422,
    );
    expect(error2.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'data.months', message: 'Enter a whole number of months from 12 to 60' }),
        expect.objectContaining({ path: 'data.currency', message: 'Choose a currency' }),
      ]),
    );
    expect(await namesSaved()).toEqual(before);
  });
});
