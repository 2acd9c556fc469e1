import type { BoardPage, IdeaView } from '@core/ideas/idea-contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe("an idea's cost (ADR 0070)", () => {
  it("keeps its currency: '₹2,50,000' stays rupees on the idea and the board (issue 33)", async () => {
    const ada = await t.server.signedInClient('ada@cost.example.com');
    const created = await ada.post('/api/ideas', {
      title: 'Tiffin service',
      costToValidate: 250000,
      costCurrency: 'INR',
    });
    expect(created.status).toBe(201);
    const idea = (await created.json()) as IdeaView;
    expect(idea).toMatchObject({ costToValidate: 250000, costCurrency: 'INR' });
    const changed = await ada.request(`/api/ideas/${idea.id}`, { method: 'PATCH', json: { costCurrency: 'EUR' } });
    expect(await changed.json()).toMatchObject({ costToValidate: 250000, costCurrency: 'EUR' });
    const board = (await (await ada.request('/api/ideas?search=Tiffin')).json()) as BoardPage;
    expect(board.ideas.find((card) => card.id === idea.id)).toMatchObject({
      costToValidate: 250000,
      costCurrency: 'EUR',
    });
  });

  it('is in dollars when no currency is sent, as every cost was before', async () => {
    const bob = await t.server.signedInClient('bob@cost.example.com');
    const idea = (await (await bob.post('/api/ideas', { title: 'Kiosk', costToValidate: 900 })).json()) as IdeaView;
    expect(idea.costCurrency).toBe('USD');
  });
});
