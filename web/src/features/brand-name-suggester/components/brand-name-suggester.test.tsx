import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { documentView, savedAnswer } from '@/test/tool-document-answers';
import { BrandNameSuggester } from './brand-name-suggester';

const LISTS = '/api/tools/brand-name-suggester/documents';
const AVAILABILITY = '/api/domains/availability';
const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

afterEach(() => {
  vi.useRealTimers();
});

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Brand Name Suggester' });
  await screen.findByText('No saved name lists yet. Generate names to start one.');
  return rendered;
};
const region = (name: string) => screen.getByRole('region', { name });
const generated = () => region('Generated Names');
const kept = () => region('Liked and saved names');
const shownNames = (within_: HTMLElement) => within(within_).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** Types the keywords, then generates: 'Generating...' until the names are made (the clock moved by the test). */
const generate = async (user: ReturnType<typeof renderRoutes>['user'], keywords: string) => {
  await user.type(screen.getByLabelText('Keywords'), keywords);
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Generate Names' }));
  expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  act(() => vi.advanceTimersByTime(0));
  vi.useRealTimers();
  expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
};

// Each test types, generates and clicks through many cards: more than the default 5 s on a busy machine.
describe('the Brand Name Suggester', { timeout: 20_000 }, () => {
  it('asks for a keyword, then generates names in four categories, the same for the same keywords', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': preferences(false), [`GET ${LISTS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    for (const label of ['Business Type', 'Keywords', 'Description']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    expect(screen.getByLabelText('Keywords')).toHaveAccessibleDescription('Enter at least one keyword');
    expect(screen.queryByRole('region', { name: 'Generated Names' })).not.toBeInTheDocument();

    await generate(user, 'green, leaf');
    const chips = within(within(generated()).getByRole('group', { name: 'Name categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Modern', 'Creative', 'Tech', 'Professional']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    // Hand-worked in core/tools/brand-name-suggester/generate-brand-names.test.ts.
    expect(shownNames(generated())).toEqual(['Greenly', 'Leafly', 'Greenify', 'Leafify', 'Greenio', 'Leafio']);
    await user.click(chips[3]!);
    expect(shownNames(generated())).toEqual(['Green Leaf', 'Green Partners', 'Leaf Partners', 'Green Group', 'Leaf Group', 'Green Collective']);
    const card = within(within(generated()).getByRole('article', { name: 'Green Leaf' }));
    expect(card.getByText('greenleaf.com')).toBeInTheDocument();
    expect(card.getByText('Not checked')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Track greenleaf.com in Domain Tracker' })).toHaveAttribute('href', '/tool/domain-tracker?track=greenleaf.com');
  });

  it('checks a domain with its registry: Taken, Available, or why it cannot tell; a refused check is said', async () => {
    let answer: () => { status?: number; body: unknown } = () => ({ body: { name: 'greenly.com', status: 'registered', registrar: 'Example Registrar, Inc.' } });
    let release = () => {};
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        [`GET ${AVAILABILITY}`]: () => new Promise((resolve) => (release = () => resolve(answer()))),
      }),
    );
    const { user } = await render();
    await generate(user, 'green, leaf');
    const card = (name: string) => within(within(generated()).getByRole('article', { name }));

    await user.click(card('Greenly').getByRole('button', { name: 'Check Domain' }));
    expect(card('Greenly').getByRole('button', { name: 'Checking…' })).toBeDisabled();
    release();
    expect(await card('Greenly').findByText('Taken')).toBeInTheDocument();
    expect(card('Greenly').getByText(/^Checked /)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === AVAILABILITY).map((call) => call.query)).toEqual([{ name: ['greenly.com'] }]);
    expect(card('Leafly').getByText('Not checked')).toBeInTheDocument();

    answer = () => ({ body: { name: 'leafly.com', status: 'available' } });
    await user.click(card('Leafly').getByRole('button', { name: 'Check Domain' }));
    release();
    expect(await card('Leafly').findByText('Available')).toBeInTheDocument();

    answer = () => ({ body: { name: 'greenify.com', status: 'unknown', message: 'The registry of .com domains did not answer in time. Try again in a moment.' } });
    await user.click(card('Greenify').getByRole('button', { name: 'Check Domain' }));
    release();
    expect(await card('Greenify').findByText('The registry of .com domains did not answer in time. Try again in a moment.')).toBeInTheDocument();

    const refusal = 'You can check up to 30 domains a minute. Please wait a moment and try again.';
    answer = () => ({ status: 429, body: { error: { code: 'RATE_LIMITED', message: refusal } } });
    await user.click(card('Leafify').getByRole('button', { name: 'Check Domain' }));
    release();
    expect(await card('Leafify').findByRole('alert')).toHaveTextContent(refusal);
    expect(card('Leafify').getByText('Not checked')).toBeInTheDocument();
    expect(card('Leafify').getByRole('button', { name: 'Check Domain' })).toBeEnabled();
  });

  it('keeps liked and saved names, with their checks, in a list named after the keywords, saved with Save', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        [`GET ${AVAILABILITY}`]: () => ({ body: { name: 'greenly.com', status: 'registered' } }),
        [`POST ${LISTS}`]: ({ body }) => savedAnswer(body, { id: 'l1' }),
      }),
    );
    const { user } = await render();
    await generate(user, 'green, leaf');
    const lists = region('Saved name lists');
    expect(within(lists).getByLabelText('List name')).toHaveValue('green, leaf');
    expect(within(kept()).getByText('Like a name or save it to keep it in this list.')).toBeInTheDocument();

    const greenly = within(within(generated()).getByRole('article', { name: 'Greenly' }));
    await user.click(greenly.getByRole('button', { name: 'Check Domain' }));
    await greenly.findByText('Taken');
    await user.click(greenly.getByRole('button', { name: 'Like Greenly' }));
    expect(greenly.getByRole('button', { name: 'Like Greenly' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(within(generated()).getByRole('article', { name: 'Leafio' })).getByRole('button', { name: 'Save Name' }));
    expect(shownNames(kept())).toEqual(['Greenly', 'Leafio']);
    expect(within(within(kept()).getByRole('article', { name: 'Greenly' })).getByText('Taken')).toBeInTheDocument();
    expect(within(lists).getByRole('status')).toHaveTextContent('Unsaved changes');

    // A save is undone by a second press: the name stays kept while liked or saved.
    await user.click(within(within(kept()).getByRole('article', { name: 'Leafio' })).getByRole('button', { name: 'Save Name' }));
    expect(shownNames(kept())).toEqual(['Greenly']);
    await user.click(within(within(generated()).getByRole('article', { name: 'Leafio' })).getByRole('button', { name: 'Save Name' }));

    await user.click(within(lists).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(lists).getByRole('status')).toHaveTextContent('Saved'));
    const sent = calls.find((call) => call.method === 'POST')?.body as { name: string; data: { generated: unknown; names: unknown[] } };
    expect(sent.name).toBe('green, leaf');
    expect(sent.data.generated).toEqual({ businessType: '', keywords: 'green, leaf', description: '' });
    expect(sent.data.names).toEqual([
      { name: 'Greenly', domain: 'greenly.com', category: 'Modern', source: 'generator', aiDraft: false, liked: true, saved: false, check: { status: 'registered', checkedAt: expect.any(String) } },
      { name: 'Leafio', domain: 'leafio.com', category: 'Modern', source: 'generator', aiDraft: false, liked: false, saved: true, check: null },
    ]);
  });

  it('with Auto save, a list saves by itself once names are generated and liked', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(true),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        [`POST ${LISTS}`]: ({ body }) => savedAnswer(body, { id: 'l1' }),
        [`PUT ${LISTS}/l1`]: ({ body }) => savedAnswer(body, { id: 'l1', version: 2 }),
      }),
    );
    const { user } = await render();
    await generate(user, 'brew');
    await user.click(within(within(generated()).getByRole('article', { name: 'Brewly' })).getByRole('button', { name: 'Like Brewly' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' || call.method === 'PUT')).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(within(region('Saved name lists')).getByRole('status')).toHaveTextContent('Saved'), { timeout: 3000 });
    const last = calls.filter((call) => call.method !== 'GET').at(-1)?.body as { data: { names: { name: string }[] } };
    expect(last.data.names.map((name) => name.name)).toEqual(['Brewly']);
  });

  it('opens a saved list: its inputs, its names generated again, its kept names with their checks and AI drafts marked', async () => {
    const inputs = { businessType: 'Tea shop', keywords: 'green, leaf', description: '' };
    const list = documentView(
      {
        name: 'Tea names',
        data: {
          inputs,
          generated: inputs,
          names: [
            { name: 'Greaf', domain: 'greaf.com', category: 'Creative', source: 'generator', aiDraft: false, liked: true, saved: false, check: { status: 'available', checkedAt: '2026-11-27T05:40:00.000Z' } },
            { name: 'Leafora', domain: 'leafora.com', category: 'Modern', source: 'ai', aiDraft: true, liked: false, saved: true, check: null },
          ],
        },
      },
      { id: 'l1' },
    );
    fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${LISTS}`]: () => ({ body: [{ id: 'l1', name: 'Tea names', summary: '2 names', version: 1, isShared: false, updatedAt: list.updatedAt }] }),
        [`GET ${LISTS}/l1`]: () => ({ body: list }),
      }),
    );
    const { user } = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
    const lists = await screen.findByRole('region', { name: 'Saved name lists' });
    expect(await within(lists).findByText('2 names', { exact: false })).toBeInTheDocument();
    await user.click(within(lists).getByRole('button', { name: 'Tea names' }));

    await waitFor(() => expect(screen.getByLabelText('Business Type')).toHaveValue('Tea shop'));
    expect(screen.getByLabelText('Keywords')).toHaveValue('green, leaf');
    // Tea shop adds 'tea' and 'shop': Modern is -ly with green, leaf, tea, shop, then -ify with green and leaf.
    expect(shownNames(generated())).toEqual(['Greenly', 'Leafly', 'Tealy', 'Shoply', 'Greenify', 'Leafify']);
    expect(shownNames(kept())).toEqual(['Greaf', 'Leafora']);
    const greaf = within(within(kept()).getByRole('article', { name: 'Greaf' }));
    expect(greaf.getByText('Available')).toBeInTheDocument();
    expect(greaf.getByRole('button', { name: 'Like Greaf' })).toHaveAttribute('aria-pressed', 'true');
    expect(greaf.queryByText('AI draft')).not.toBeInTheDocument();
    const leafora = within(within(kept()).getByRole('article', { name: 'Leafora' }));
    expect(leafora.getByText('AI draft')).toBeInTheDocument();
    expect(leafora.getByText('Not checked')).toBeInTheDocument();
    expect(leafora.getByRole('button', { name: 'Save Name' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the Brand Name Suggester in German', { timeout: 20_000 }, () => {
  it('says its words, core’s messages too, in German; names stay as they are', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': () => ({ body: preferencesOf({ language: 'de', autoSave: false }) }), [`GET ${LISTS}`]: () => ({ body: [] }) }));
    const { user } = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool', { i18n: await loadI18n('de', 'UTC') });
    await screen.findByText('Noch keine gespeicherten Namenslisten. Generiere Namen, um eine zu beginnen.');
    await user.click(screen.getByRole('button', { name: 'Namen generieren' }));
    expect(screen.getByLabelText('Stichwörter')).toHaveAccessibleDescription('Gib mindestens ein Stichwort ein');
    await user.type(screen.getByLabelText('Stichwörter'), 'brew');
    await user.click(screen.getByRole('button', { name: 'Namen generieren' }));
    const names = await screen.findByRole('region', { name: 'Generierte Namen' });
    expect(within(within(names).getByRole('group', { name: 'Namenskategorien' })).getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Modern',
      'Kreativ',
      'Tech',
      'Seriös',
    ]);
    const brewly = within(within(names).getByRole('article', { name: 'Brewly' }));
    expect(brewly.getByText('Nicht geprüft')).toBeInTheDocument();
    expect(brewly.getByRole('button', { name: 'Domain prüfen' })).toBeInTheDocument();
    expect(brewly.getByRole('button', { name: 'Name speichern' })).toBeInTheDocument();
  });
});
