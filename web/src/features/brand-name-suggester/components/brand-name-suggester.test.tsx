import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { BrandNameSuggester } from './brand-name-suggester';
import {
  AVAILABILITY,
  generate,
  generated,
  LISTS,
  preferences,
  render,
  shownNames,
} from '@/test/brand-name-test-helpers';

// Each test types, generates and clicks through many cards: more than the default 5 s on a busy machine.
describe('the Brand Name Suggester', { timeout: 20_000 }, () => {
  it('asks for a keyword, then generates names in four categories, the same for the same keywords', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': preferences(false), [`GET ${LISTS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    for (const label of ['Business Type', 'Keywords', 'Description'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
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
    expect(shownNames(generated())).toEqual([
      'Green Leaf',
      'Green Partners',
      'Leaf Partners',
      'Green Group',
      'Leaf Group',
      'Green Collective',
    ]);
    const card = within(within(generated()).getByRole('article', { name: 'Green Leaf' }));
    expect(card.getByText('greenleaf.com')).toBeInTheDocument();
    expect(card.getByText('Not checked')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Track greenleaf.com in Domain Tracker' })).toHaveAttribute(
      'href',
      '/tool/domain-tracker?track=greenleaf.com',
    );
  });

  it('checks a domain with its registry: Taken, Available, or why it cannot tell; a refused check is said', async () => {
    let answer: () => { status?: number; body: unknown } = () => ({
      body: { name: 'greenly.com', status: 'registered', registrar: 'Example Registrar, Inc.' },
    });
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
    expect(calls.filter((call) => call.path === AVAILABILITY).map((call) => call.query)).toEqual([
      { name: ['greenly.com'] },
    ]);
    expect(card('Leafly').getByText('Not checked')).toBeInTheDocument();

    answer = () => ({ body: { name: 'leafly.com', status: 'available' } });
    await user.click(card('Leafly').getByRole('button', { name: 'Check Domain' }));
    release();
    expect(await card('Leafly').findByText('Available')).toBeInTheDocument();

    answer = () => ({
      body: {
        name: 'greenify.com',
        status: 'unknown',
        message: 'The registry of .com domains did not answer in time. Try again in a moment.',
      },
    });
    await user.click(card('Greenify').getByRole('button', { name: 'Check Domain' }));
    release();
    expect(
      await card('Greenify').findByText('The registry of .com domains did not answer in time. Try again in a moment.'),
    ).toBeInTheDocument();

    const refusal = 'You can check up to 30 domains a minute. Please wait a moment and try again.';
    answer = () => ({ status: 429, body: { error: { code: 'RATE_LIMITED', message: refusal } } });
    await user.click(card('Leafify').getByRole('button', { name: 'Check Domain' }));
    release();
    expect(await card('Leafify').findByRole('alert')).toHaveTextContent(refusal);
    expect(card('Leafify').getByText('Not checked')).toBeInTheDocument();
    expect(card('Leafify').getByRole('button', { name: 'Check Domain' })).toBeEnabled();
  });
});

describe('the Brand Name Suggester in German', { timeout: 20_000 }, () => {
  it('says its words, core’s messages too, in German; names stay as they are', async () => {
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ language: 'de', autoSave: false }) }),
        [`GET ${LISTS}`]: () => ({ body: [] }),
      }),
    );
    const { user } = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool', {
      i18n: await loadI18n('de', 'UTC'),
    });
    await screen.findByText(
      'Noch keine gespeicherten Namenslisten. Eine Liste, an der du arbeitest, speichert sich hier von selbst.',
    );
    await user.click(screen.getByRole('button', { name: 'Namen generieren' }));
    expect(screen.getByLabelText('Stichwörter')).toHaveAccessibleDescription('Gib mindestens ein Stichwort ein');
    await user.type(screen.getByLabelText('Stichwörter'), 'brew');
    await user.click(screen.getByRole('button', { name: 'Namen generieren' }));
    const names = await screen.findByRole('region', { name: 'Generierte Namen' });
    expect(
      within(within(names).getByRole('group', { name: 'Namenskategorien' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Modern', 'Kreativ', 'Tech', 'Seriös']);
    const brewly = within(within(names).getByRole('article', { name: 'Brewly' }));
    expect(brewly.getByText('Nicht geprüft')).toBeInTheDocument();
    expect(brewly.getByRole('button', { name: 'Domain prüfen' })).toBeInTheDocument();
    expect(brewly.getByRole('button', { name: 'Name speichern' })).toBeInTheDocument();
  });
});
