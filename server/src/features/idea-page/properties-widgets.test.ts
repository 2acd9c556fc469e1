import type { IdeaProperty } from '@core/idea-page/property-contracts';
import type { IdeaWidget } from '@core/idea-page/widget-contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideaPages, ideaProperties, ideas, ideaShares, ideaWidgets } from '../../db/schema';
import { expectJson as json } from '../../testing/use-test-server';
import { issues, pageView, send, useIdeaPageServer } from '../../testing/idea-page-test-kit';

const { started: t, newIdea } = useIdeaPageServer();

describe('custom properties', () => {
  const addProperty = async (ideaId: string, body: Record<string, unknown>) =>
    json<IdeaProperty>(await t.ada.post(`/api/ideas/${ideaId}/properties`, body), 201);

  it('round-trip a value of every one of the 13 types', async () => {
    const idea = await newIdea();
    const values: [string, unknown, string[]?][] = [
      ['text', 'Plain words'],
      ['long-text', 'Line one\nLine two'],
      ['number', -12.75],
      ['currency', 12500.5],
      ['date', '2026-12-31'],
      ['select', 'MVP', ['Idea', 'MVP']],
      ['multi-select', ['B2B', 'SaaS'], ['B2B', 'SaaS', 'B2C']],
      ['checkbox', true],
      ['person', 'Grace Hopper'],
      ['url', 'https://example.com/path?q=1'],
      ['email', 'grace@example.com'],
      ['phone', '+1 (555) 010-9999'],
      ['image', 'https://images.example.com/a.png'],
    ];
    for (const [type, value, options = []] of values) {
      const property = await addProperty(idea.id, { label: type, type, options });
      await json(await send(t.ada, 'PATCH', `/api/ideas/${idea.id}/properties/${property.id}`, { value }), 200);
    }
    const saved = (await pageView(t.ada, idea.id)).properties;
    expect(saved.map((property) => [property.type, property.value])).toEqual(
      values.map(([type, value]) => [type, value]),
    );
  });

  it('start with the default of their type', async () => {
    const idea = await newIdea();
    const made = [];
    for (const type of ['text', 'number', 'currency', 'checkbox', 'multi-select', 'date'])
      made.push(await addProperty(idea.id, { label: ` ${type} `, type }));
    expect(made.map((property) => [property.label, property.value])).toEqual([
      ['text', ''],
      ['number', 0],
      ['currency', 0],
      ['checkbox', false],
      ['multi-select', []],
      ['date', ''],
    ]);
  });

  it('refuses a blank name or an unknown type with a 422', async () => {
    const idea = await newIdea();
    expect(
      await issues(await t.ada.post(`/api/ideas/${idea.id}/properties`, { label: '  ', type: 'text' })),
    ).toContainEqual({
      path: 'label',
      message: 'Property name is required',
      messageId: 'core.ideaPage.propertyNameRequired',
    });
    expect(
      await issues(await t.ada.post(`/api/ideas/${idea.id}/properties`, { label: 'X', type: 'formula' })),
    ).toContainEqual({
      path: 'type',
      message: 'Choose a property type',
      messageId: 'core.ideaPage.propertyTypeInvalid',
    });
    expect((await pageView(t.ada, idea.id)).properties).toEqual([]);
  });

  it('saves a value checked against its type, and refuses a bad one without changing anything', async () => {
    const idea = await newIdea();
    const site = await addProperty(idea.id, { label: 'Site', type: 'url' });
    const url = `/api/ideas/${idea.id}/properties/${site.id}`;
    expect(
      (await json<IdeaProperty>(await send(t.ada, 'PATCH', url, { value: 'https://example.com' }), 200)).value,
    ).toBe('https://example.com');
    expect(await issues(await send(t.ada, 'PATCH', url, { value: 'javascript:alert(1)' }))).toContainEqual({
      path: 'value',
      message: 'Enter a web address starting with http:// or https://',
      messageId: 'core.ideaPage.webAddressInvalid',
    });
    expect(await issues(await send(t.ada, 'PATCH', url, { value: 42 }))).toHaveLength(1);
    expect((await pageView(t.ada, idea.id)).properties[0]?.value).toBe('https://example.com');
  });

  it('keeps select values among the options, clearing one whose option goes', async () => {
    const idea = await newIdea();
    const stage = await addProperty(idea.id, { label: 'Stage', type: 'select', options: ['Idea', 'MVP', 'Idea'] });
    expect(stage.options).toEqual(['Idea', 'MVP']);
    const url = `/api/ideas/${idea.id}/properties/${stage.id}`;
    expect(await issues(await send(t.ada, 'PATCH', url, { value: 'Scale' }))).toContainEqual({
      path: 'value',
      message: 'Choose one of the options',
      messageId: 'core.ideaPage.chooseOneOption',
    });
    await json(await send(t.ada, 'PATCH', url, { value: 'MVP' }), 200);
    expect((await json<IdeaProperty>(await send(t.ada, 'PATCH', url, { options: ['Idea'] }), 200)).value).toBe('');
  });

  it('renames, reorders and deletes', async () => {
    const idea = await newIdea();
    const [a, b, c] = [
      await addProperty(idea.id, { label: 'A', type: 'text' }),
      await addProperty(idea.id, { label: 'B', type: 'text' }),
      await addProperty(idea.id, { label: 'C', type: 'text' }),
    ];
    await json(await send(t.ada, 'PATCH', `/api/ideas/${idea.id}/properties/${a.id}`, { label: ' Alpha ' }), 200);
    const reordered = await json<IdeaProperty[]>(
      await send(t.ada, 'PUT', `/api/ideas/${idea.id}/properties/order`, { ids: [c.id, a.id] }),
      200,
    );
    expect(reordered.map((property) => property.label)).toEqual(['C', 'Alpha', 'B']);
    expect((await send(t.ada, 'DELETE', `/api/ideas/${idea.id}/properties/${b.id}`)).status).toBe(204);
    expect((await pageView(t.ada, idea.id)).properties.map((property) => property.label)).toEqual(['C', 'Alpha']);
  });
});

describe('widgets', () => {
  const addWidget = async (ideaId: string, type: string) =>
    json<IdeaWidget>(await t.ada.post(`/api/ideas/${ideaId}/widgets`, { type }), 201);

  it('start empty, keep the fields not sent, and refuse unsafe or unknown data', async () => {
    const idea = await newIdea();
    const video = await addWidget(idea.id, 'youtube');
    expect(video.data).toEqual({ url: '', title: '' });
    const url = `/api/ideas/${idea.id}/widgets/${video.id}`;
    await json(await send(t.ada, 'PATCH', url, { data: { title: 'Pitch' } }), 200);
    expect(
      (await json<IdeaWidget>(await send(t.ada, 'PATCH', url, { data: { url: 'https://youtu.be/dQw4w9WgXcQ' } }), 200))
        .data,
    ).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Pitch',
    });
    expect(await issues(await send(t.ada, 'PATCH', url, { data: { url: 'javascript:alert(1)' } }))).toContainEqual({
      path: 'data.url',
      message: 'Enter an address starting with http:// or https://',
      messageId: 'core.ideaPage.addressInvalid',
    });
    expect((await issues(await send(t.ada, 'PATCH', url, { data: { script: 'x' } }))).length).toBeGreaterThan(0);
    expect((await pageView(t.ada, idea.id)).widgets[0]?.data).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Pitch',
    });
    expect(await issues(await t.ada.post(`/api/ideas/${idea.id}/widgets`, { type: 'tiktok' }))).toContainEqual({
      path: 'type',
      message: 'Choose a widget type',
      messageId: 'core.ideaPage.widgetTypeInvalid',
    });
  });

  it('has a lean canvas of nine blocks, reorders and removes', async () => {
    const idea = await newIdea();
    const canvas = await addWidget(idea.id, 'lean-canvas');
    expect(Object.keys(canvas.data)).toHaveLength(9);
    const swot = await addWidget(idea.id, 'swot-analysis');
    const reordered = await json<IdeaWidget[]>(
      await send(t.ada, 'PUT', `/api/ideas/${idea.id}/widgets/order`, { ids: [swot.id, canvas.id] }),
      200,
    );
    expect(reordered.map((widget) => widget.type)).toEqual(['swot-analysis', 'lean-canvas']);
    expect((await send(t.ada, 'DELETE', `/api/ideas/${idea.id}/widgets/${swot.id}`)).status).toBe(204);
    expect((await pageView(t.ada, idea.id)).widgets.map((widget) => widget.id)).toEqual([canvas.id]);
  });
});

describe('two editors at once', () => {
  it('lose no page, property or widget, and keep both changes to different items', async () => {
    const idea = await newIdea();
    const sharedBy = (await t.server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
    await t.server.database.db
      .insert(ideaShares)
      .values({ ideaId: idea.id, sharedBy, sharedWith: t.bobId, accessType: 'edit', scope: 'specific_users' });
    const base = `/api/ideas/${idea.id}`;
    await Promise.all(
      [t.ada, t.bob].flatMap((client, who) =>
        Array.from({ length: 5 }, (_, i) => [
          client.post(`${base}/pages`, { title: `Page ${who}-${i}` }),
          client.post(`${base}/properties`, { label: `Prop ${who}-${i}`, type: 'text' }),
          client.post(`${base}/widgets`, { type: 'prd' }),
        ]).flat(),
      ),
    );
    const count = async (table: typeof ideaPages | typeof ideaProperties | typeof ideaWidgets) =>
      (await t.server.database.db.select().from(table).where(eq(table.ideaId, idea.id))).length;
    expect([await count(ideaPages), await count(ideaProperties), await count(ideaWidgets)]).toEqual([10, 10, 10]);
    // Adds take turns per idea: each list is numbered 0 to 9 with no position given twice.
    const { db } = t.server.database;
    const sorted = (rows: { at: number }[]) => rows.map((row) => row.at).sort((a, b) => a - b);
    const zeroToNine = Array.from({ length: 10 }, (_, index) => index);
    expect(
      sorted(await db.select({ at: ideaPages.pageOrder }).from(ideaPages).where(eq(ideaPages.ideaId, idea.id))),
    ).toEqual(zeroToNine);
    expect(
      sorted(
        await db.select({ at: ideaProperties.position }).from(ideaProperties).where(eq(ideaProperties.ideaId, idea.id)),
      ),
    ).toEqual(zeroToNine);
    expect(
      sorted(await db.select({ at: ideaWidgets.position }).from(ideaWidgets).where(eq(ideaWidgets.ideaId, idea.id))),
    ).toEqual(zeroToNine);

    const [first, second] = (await pageView(t.ada, idea.id)).widgets;
    await Promise.all([
      send(t.ada, 'PATCH', `${base}/widgets/${first!.id}`, { data: { title: 'Ada' } }),
      send(t.bob, 'PATCH', `${base}/widgets/${second!.id}`, { data: { title: 'Bob' } }),
    ]);
    const widgets = (await pageView(t.bob, idea.id)).widgets;
    expect([widgets[0]!.data.title, widgets[1]!.data.title]).toEqual(['Ada', 'Bob']);
  });
});
