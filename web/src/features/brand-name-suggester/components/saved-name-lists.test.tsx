import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { documentBar, saveStatus } from '@/test/document-bar';
import { renderRoutes } from '@/test/render-app';
import { documentView, savedAnswer, savesNewAs } from '@/test/tool-document-answers';
import { BrandNameSuggester } from './brand-name-suggester';
import {
  AVAILABILITY,
  generate,
  generated,
  LISTS,
  preferences,
  region,
  render,
  shownNames,
} from '@/test/brand-name-test-helpers';

const kept = () => region('Liked and saved names');

// Each test types, generates and clicks through many cards: more than the default 5 s on a busy machine.
describe('the Brand Name Suggester', { timeout: 20_000 }, () => {
  it('keeps liked and saved names, with their checks, in a list named after the keywords, saved with the header’s Save', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        [`GET ${AVAILABILITY}`]: () => ({ body: { name: 'greenly.com', status: 'registered' } }),
        ...savesNewAs(LISTS, 'l1'),
      }),
    );
    const { user } = await render();
    // A new list has its default name until names are generated: then, not named yet, it takes its keywords.
    expect(documentBar().getByLabelText('List name')).toHaveValue('Name list 1');
    await generate(user, 'green, leaf');
    expect(documentBar().getByLabelText('List name')).toHaveValue('green, leaf');
    // The saved lists hold only the list: the name, Save and New are in the page's header.
    const lists = region('Saved name lists');
    expect(within(lists).queryByLabelText('List name')).not.toBeInTheDocument();
    expect(within(lists).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(kept()).getByText('Like a name or save it to keep it in this list.')).toBeInTheDocument();

    const greenly = within(within(generated()).getByRole('article', { name: 'Greenly' }));
    await user.click(greenly.getByRole('button', { name: 'Check Domain' }));
    await greenly.findByText('Taken');
    await user.click(greenly.getByRole('button', { name: 'Like Greenly' }));
    expect(greenly.getByRole('button', { name: 'Like Greenly' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(within(generated()).getByRole('article', { name: 'Leafio' })).getByRole('button', { name: 'Save Name' }),
    );
    expect(shownNames(kept())).toEqual(['Greenly', 'Leafio']);
    expect(within(within(kept()).getByRole('article', { name: 'Greenly' })).getByText('Taken')).toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);

    // A save is undone by a second press: the name stays kept while liked or saved.
    await user.click(
      within(within(kept()).getByRole('article', { name: 'Leafio' })).getByRole('button', { name: 'Save Name' }),
    );
    expect(shownNames(kept())).toEqual(['Greenly']);
    await user.click(
      within(within(generated()).getByRole('article', { name: 'Leafio' })).getByRole('button', { name: 'Save Name' }),
    );

    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: { generated: unknown; names: unknown[] };
    };
    expect(sent.name).toBe('green, leaf');
    expect(sent.data.generated).toEqual({ businessType: '', keywords: 'green, leaf', description: '' });
    expect(sent.data.names).toEqual([
      {
        name: 'Greenly',
        domain: 'greenly.com',
        category: 'Modern',
        source: 'generator',
        aiDraft: false,
        liked: true,
        saved: false,
        check: { status: 'registered', checkedAt: expect.any(String) },
      },
      {
        name: 'Leafio',
        domain: 'leafio.com',
        category: 'Modern',
        source: 'generator',
        aiDraft: false,
        liked: false,
        saved: true,
        check: null,
      },
    ]);
  });

  it('with Auto save, a new list saves by itself, named after its keywords, once names are generated and liked', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(true),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        ...savesNewAs(LISTS, 'l1'),
        [`PUT ${LISTS}/l1`]: ({ body }) => savedAnswer(body, { id: 'l1', version: 2 }),
      }),
    );
    const { user } = await render();
    await generate(user, 'brew');
    await user.click(
      within(within(generated()).getByRole('article', { name: 'Brewly' })).getByRole('button', { name: 'Like Brewly' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' || call.method === 'PUT')).toBe(true), {
      timeout: 3000,
    });
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/), { timeout: 3000 });
    // No name typed and no Save: with Auto save there is none to press.
    expect(documentBar().queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const last = calls.filter((call) => call.method !== 'GET').at(-1)?.body as {
      name: string;
      data: { names: { name: string }[] };
    };
    expect(last.name).toBe('brew');
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
            {
              name: 'Greaf',
              domain: 'greaf.com',
              category: 'Creative',
              source: 'generator',
              aiDraft: false,
              liked: true,
              saved: false,
              check: { status: 'available', checkedAt: '2026-11-27T05:40:00.000Z' },
            },
            {
              name: 'Leafora',
              domain: 'leafora.com',
              category: 'Modern',
              source: 'ai',
              aiDraft: true,
              liked: false,
              saved: true,
              check: null,
            },
          ],
        },
      },
      { id: 'l1' },
    );
    fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${LISTS}`]: () => ({
          body: [
            { id: 'l1', name: 'Tea names', summary: '2 names', version: 1, isShared: false, updatedAt: list.updatedAt },
          ],
        }),
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
