import type { RecentToolDocument, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS, scenario } from '../../testing/tool-document-test-helpers';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * The dashboard's 'Continue where you left off': the user's own documents saved last, across tools, newest first,
 * at most six (RECENT_DOCUMENTS_SHOWN).
 */
const t = useTestServer();
const RECENT = '/api/recent-documents';
const PLANS = '/api/tools/esop-planner/documents';
const plan = {
  currency: 'INR',
  company: { fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 5 } },
  grants: [],
  round: { preMoney: 8_000_000, investment: 2_000_000, targetPoolPercent: 10 },
  founders: [],
};
const recent = async (client = t.ada) =>
  (await expectJson<RecentToolDocument[]>(await client.request(RECENT), 200)).map(
    ({ toolId, name }) => `${toolId}: ${name}`,
  );

describe('the documents saved last', () => {
  it('lists the user’s own, across tools, the one saved last first; a change moves it up', async () => {
    expect(await recent()).toEqual([]);
    const split = await expectJson<ToolDocumentView<unknown>>(
      await t.ada.post(DOCUMENTS, scenario({ name: 'Split' })),
      201,
    );
    await expectJson(await t.ada.post(PLANS, { name: 'Seed plan', data: plan }), 201);
    await expectJson(await t.bob.post(PLANS, { name: 'Bob’s plan', data: plan }), 201);
    expect(await recent()).toEqual(['esop-planner: Seed plan', 'equity-split: Split']);

    await expectJson(
      await t.ada.request(`${DOCUMENTS}/${split.id}`, {
        method: 'PUT',
        json: { ...scenario({ name: 'Split, renamed' }), version: split.version },
      }),
      200,
    );
    expect(await recent()).toEqual(['equity-split: Split, renamed', 'esop-planner: Seed plan']);
    expect(await recent(t.bob)).toEqual(['esop-planner: Bob’s plan']);
    const [first] = await expectJson<RecentToolDocument[]>(await t.ada.request(RECENT), 200);
    expect(first).toEqual({
      toolId: 'equity-split',
      id: split.id,
      name: 'Split, renamed',
      updatedAt: expect.any(String),
    });
  });

  it('shows six at most', async () => {
    for (let index = 1; index <= 7; index += 1)
      await expectJson(await t.bob.post(DOCUMENTS, scenario({ name: `Scenario ${index}` })), 201);
    const shown = await recent(t.bob);
    expect(shown).toHaveLength(6);
    expect(shown[0]).toBe('equity-split: Scenario 7');
  });

  it('is for a signed-in user only', async () => {
    expect((await t.visitor.request(RECENT)).status).toBe(401);
  });
});
