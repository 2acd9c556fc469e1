import type { IdeaExport } from '@core/account/export-contracts';
import type { IdeaProperty } from '@core/idea-page/property-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { describe, expect, it } from 'vitest';
import { exportOf, importInto } from '../../testing/import-test-fixture';
import { issues, pageView, send, useIdeaPageServer } from '../../testing/idea-page-test-kit';
import { expectJson as json } from '../../testing/use-test-server';

const { started: t, newIdea } = useIdeaPageServer();

describe('currency properties (ADR 0078)', () => {
  const addProperty = async (ideaId: string, body: Record<string, unknown>, client = t.ada) =>
    json<IdeaProperty>(await client.post(`/api/ideas/${ideaId}/properties`, body), 201);

  it('are in the company currency of whoever adds them, or the one named; other types have none', async () => {
    // Ada's company setting is the defaults' (dollars); Bob's says rupees.
    await json(await send(t.bob, 'PATCH', '/api/preferences', { currency: 'INR' }), 200);
    const bobs = await json<IdeaView>(await t.bob.post('/api/ideas', { title: 'Tiffin service' }), 201);
    const fund = await addProperty(bobs.id, { label: 'Fund', type: 'currency' }, t.bob);
    expect(fund).toMatchObject({ type: 'currency', currency: 'INR', value: 0 });
    expect((await addProperty(bobs.id, { label: 'Rent', type: 'currency', currency: 'EUR' }, t.bob)).currency).toBe(
      'EUR',
    );
    expect((await addProperty(bobs.id, { label: 'Notes', type: 'text' }, t.bob)).currency).toBeNull();
    const adas = await newIdea();
    expect((await addProperty(adas.id, { label: 'Budget', type: 'currency' })).currency).toBe('USD');
    // Read back as added, by whoever sees the idea.
    const saved = (await pageView(t.bob, bobs.id)).properties;
    expect(saved.map(({ label, currency }) => [label, currency])).toEqual([
      ['Fund', 'INR'],
      ['Rent', 'EUR'],
      ['Notes', null],
    ]);
  });

  it('change currency and keep their amount, as an idea’s cost does', async () => {
    const idea = await newIdea();
    const budget = await addProperty(idea.id, { label: 'Budget', type: 'currency' });
    const url = `/api/ideas/${idea.id}/properties/${budget.id}`;
    await json(await send(t.ada, 'PATCH', url, { value: 250000 }), 200);
    expect(await json<IdeaProperty>(await send(t.ada, 'PATCH', url, { currency: 'INR' }), 200)).toMatchObject({
      currency: 'INR',
      value: 250000,
    });
    expect((await pageView(t.ada, idea.id)).properties[0]).toMatchObject({ currency: 'INR', value: 250000 });
  });

  it('refuse a currency we do not offer, or one on another type, with a 422 naming the field', async () => {
    const idea = await newIdea();
    const budget = await addProperty(idea.id, { label: 'Budget', type: 'currency' });
    const notes = await addProperty(idea.id, { label: 'Notes', type: 'text' });
    const base = `/api/ideas/${idea.id}/properties`;
    const unknownCurrency = { path: 'currency', message: 'Choose a currency' };
    expect(await issues(await send(t.ada, 'PATCH', `${base}/${budget.id}`, { currency: 'JPY' }))).toEqual([
      unknownCurrency,
    ]);
    expect(await issues(await t.ada.post(base, { label: 'Yen', type: 'currency', currency: 'JPY' }))).toEqual([
      unknownCurrency,
    ]);
    const notACurrencyProperty = {
      path: 'currency',
      message: 'Only a currency property has a currency',
      messageId: 'core.ideaPage.currencyOnlyForCurrency',
    };
    expect(await issues(await send(t.ada, 'PATCH', `${base}/${notes.id}`, { currency: 'INR' }))).toEqual([
      notACurrencyProperty,
    ]);
    expect(await issues(await t.ada.post(base, { label: 'Owner', type: 'person', currency: 'INR' }))).toEqual([
      notACurrencyProperty,
    ]);
    expect((await pageView(t.ada, idea.id)).properties.map(({ label, currency }) => [label, currency])).toEqual([
      ['Budget', 'USD'],
      ['Notes', null],
    ]);
  });

  it('keep their currency through an export and an import; a file without one is in dollars', async () => {
    const idea = await json<IdeaView>(await t.ada.post('/api/ideas', { title: 'Chai kiosks' }), 201);
    const fund = await addProperty(idea.id, { label: 'Fund', type: 'currency', currency: 'INR' });
    await json(await send(t.ada, 'PATCH', `/api/ideas/${idea.id}/properties/${fund.id}`, { value: 250000 }), 200);
    await addProperty(idea.id, { label: 'Notes', type: 'text' });
    const file = await exportOf(t.ada);
    const exported = file.ideas.find((entry) => entry.id === idea.id)!;
    expect(exported.properties).toEqual([
      { label: 'Fund', type: 'currency', options: [], value: 250000, position: 0, currency: 'INR' },
      { label: 'Notes', type: 'text', options: [], value: '', position: 1, currency: null },
    ]);
    const currenciesAfterImport = async (email: string, ideaFile: IdeaExport | Record<string, unknown>) => {
      const fresh = await t.server.signedInClient(email);
      await json(await importInto(fresh, { ...file, ideas: [ideaFile] }), 200);
      const [imported] = (await exportOf(fresh)).ideas;
      return imported!.properties.map(({ label, value, currency }) => [label, value, currency]);
    };
    expect(await currenciesAfterImport('round-trip@example.com', exported)).toEqual([
      ['Fund', 250000, 'INR'],
      ['Notes', '', null],
    ]);
    // A file made before properties kept a currency: its amounts were shown in dollars.
    const withoutCurrency = {
      ...exported,
      properties: exported.properties.map(({ currency: _currency, ...property }) => property),
    };
    expect(await currenciesAfterImport('older-file@example.com', withoutCurrency)).toEqual([
      ['Fund', 250000, 'USD'],
      ['Notes', '', null],
    ]);
  });
});
