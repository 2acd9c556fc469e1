import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { SharedToolDocument, ToolDocumentLink, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * A finance scenario's read-only link as a matrix through HTTP: the owner, another signed-in user and a visitor,
 * each acting on a scenario of the owner's that has a link. Each cell starts from a fresh scenario and asserts the
 * status; where another user or a visitor is refused, the owner's link still opens the scenario as it was.
 */
const t = useTestServer();
const MODELS = '/api/tools/finance-model-creator/documents';
const shared = (client: TestClient, token: string) =>
  client.request(`/api/tools/finance-model-creator/shared/${token}`);

const model: FinanceModel = {
  currency: 'EUR',
  months: 12,
  startingCash: 50_000,
  costOfRevenuePercent: 0,
  streams: [],
  headcount: [{ id: 'r1', role: 'Founder', monthlyCost: 4000, startMonth: 1 }],
  expenses: [],
  funding: [],
};

type Role = 'owner' | 'another user' | 'visitor';
const ACTIONS = [
  'make a link',
  'stop the link',
  'read through the link',
  'read through a stopped link',
  'read the scenario',
  'save over it',
] as const;
type Action = (typeof ACTIONS)[number];

const MATRIX: Record<Role, number[]> = {
  owner: [201, 204, 200, 404, 200, 200],
  'another user': [404, 404, 200, 404, 404, 404],
  visitor: [401, 401, 200, 404, 401, 401],
};

let made = 0;
/** A fresh scenario of the owner's (Ada's), with a read-only link. */
async function sharedScenario() {
  const saved = await expectJson<ToolDocumentView<FinanceModel>>(
    await t.ada.post(MODELS, { name: `Runway ${(made += 1)}`, data: model }),
    201,
  );
  const { token } = await expectJson<ToolDocumentLink>(await t.ada.post(`${MODELS}/${saved.id}/link`, {}), 201);
  return { saved, token };
}

async function act(
  client: TestClient,
  action: Action,
  { saved, token }: Awaited<ReturnType<typeof sharedScenario>>,
): Promise<Response> {
  const link = `${MODELS}/${saved.id}/link`;
  switch (action) {
    case 'make a link':
      return client.post(link, {});
    case 'stop the link':
      return client.request(link, { method: 'DELETE' });
    case 'read through the link':
      return shared(client, token);
    case 'read through a stopped link':
      // The owner stops it first.
      expect((await t.ada.request(link, { method: 'DELETE' })).status).toBe(204);
      return shared(client, token);
    case 'read the scenario':
      return client.request(`${MODELS}/${saved.id}`);
    case 'save over it':
      return client.request(`${MODELS}/${saved.id}`, {
        method: 'PUT',
        json: { name: saved.name, data: { ...model, startingCash: 1 }, version: 1 },
      });
  }
}

const clientOf = (role: Role) => ({ owner: t.ada, 'another user': t.bob, visitor: t.visitor })[role];

describe.each((['owner', 'another user', 'visitor'] as Role[]).map((role) => ({ role })))('$role', ({ role }) => {
  it.each(ACTIONS.map((action, index) => ({ action, expected: MATRIX[role][index]! })))(
    '$action → $expected',
    async ({ action, expected }) => {
      const scenario = await sharedScenario();
      const answer = await act(clientOf(role), action, scenario);
      expect(answer.status, await answer.clone().text()).toBe(expected);
      if (action === 'read through the link') {
        expect(await answer.json()).toEqual({
          name: scenario.saved.name,
          data: model,
          sharedBy: 'Ada Lovelace',
          updatedAt: scenario.saved.updatedAt,
        });
      }
      if (role === 'owner' || action === 'read through a stopped link') return;
      // Refused or only read: the owner's link still opens the scenario, unchanged.
      const after = await expectJson<SharedToolDocument<FinanceModel>>(await shared(t.visitor, scenario.token), 200);
      expect(after.data).toEqual(model);
    },
  );
});
