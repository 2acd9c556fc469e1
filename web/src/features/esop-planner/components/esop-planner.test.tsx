import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { savedAnswer, serverError } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { EsopPlanner } from './esop-planner';

const PLANS = '/api/tools/esop-planner/documents';
const SCENARIOS = '/api/tools/equity-split/documents';
const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: EsopPlanner }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'ESOP Planner' });
  return rendered;
};
const plans = () => screen.getByRole('region', { name: 'Saved plans' });

describe('the ESOP planner', () => {
  it('without Auto save: marks unsaved changes, checks every field before sending, then saves with Save', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
        [`POST ${PLANS}`]: ({ body }) => savedAnswer(body, { id: 'p1' }),
      }),
    );
    const { user } = await render();
    const save = await within(plans()).findByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('button', { name: 'Add grant' }));
    expect(within(plans()).getByRole('status')).toHaveTextContent('Unsaved changes');

    const grant = screen.getByRole('group', { name: 'Grant 1' });
    await user.clear(within(grant).getByLabelText('Grant date'));
    await user.type(within(plans()).getByLabelText('Plan name'), 'Seed');
    await user.click(save);
    expect(within(grant).getByLabelText('Holder')).toHaveAccessibleDescription('Holder is required');
    expect(within(grant).getByLabelText('Grant date')).toHaveAccessibleDescription(
      'Enter a date between 1970-01-01 and 2100-12-31',
    );
    expect(within(plans()).getByRole('alert')).toHaveTextContent('Correct the fields marked below before saving.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(grant).getByLabelText('Holder'), 'Priya');
    await user.type(within(grant).getByLabelText('Grant date'), '2019-03-01');
    await user.click(save);
    await waitFor(() => expect(within(plans()).getByRole('status')).toHaveTextContent('Saved'));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: { grants: unknown[]; company: unknown };
    };
    expect(sent.name).toBe('Seed');
    expect(sent.data.company).toEqual({ fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 10 } });
    expect(sent.data.grants).toEqual([
      {
        id: expect.any(String),
        holder: 'Priya',
        role: '',
        amount: { unit: 'shares', value: 10_000 },
        grantDate: '2019-03-01',
        strikePrice: 0,
        vestingYears: 4,
        cliffMonths: 12,
      },
    ]);
    // Granted in March 2019 over 4 years: all 10,000 shares have vested.
    expect(
      within(screen.getByRole('group', { name: 'Grant 1: Priya' })).getByText('10,000 shares · vested to date: 10,000'),
    ).toBeInTheDocument();
  });

  it('with Auto save: a named plan saves by itself after a pause; a taken name is said under the name and not retried', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(true),
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
        [`POST ${PLANS}`]: () => ({
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: "You already have a plan named 'Seed'",
              issues: [{ path: 'name', message: "You already have a plan named 'Seed'" }],
            },
          },
        }),
      }),
    );
    const { user } = await render();
    await within(plans()).findByText('No saved plans yet. Name this plan to keep it.');
    expect(within(plans()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.type(within(plans()).getByLabelText('Plan name'), 'Seed');
    expect(
      await within(plans()).findByText("You already have a plan named 'Seed'", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('with Auto save: a failed save keeps the plan, offers Save to try again, and leaving asks first until it is saved', async () => {
    let isDown = true;
    const calls = fakeApi(
      signedInApi({
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
        [`POST ${PLANS}`]: ({ body }) => (isDown ? serverError : savedAnswer(body, { id: 'p1' })),
      }),
    );
    const { user, history } = await render();
    await user.type(within(plans()).getByLabelText('Plan name'), 'Seed');
    expect(await within(plans()).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Could not save the plan. Your changes are kept here; please try again.',
    );
    expect(within(plans()).getByRole('status')).toHaveTextContent('Not saved');
    expect(within(plans()).getByLabelText('Plan name')).toHaveValue('Seed');

    await act(async () => history.push('/elsewhere'));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(history.location.pathname).toBe('/tool');

    isDown = false;
    await user.click(within(plans()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(plans()).getByRole('status')).toHaveTextContent('Saved'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    await act(async () => history.push('/elsewhere'));
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('warns when the grants exceed the pool', async () => {
    fakeApi(signedInApi({ [`GET ${PLANS}`]: () => ({ body: [] }), [`GET ${SCENARIOS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    await user.clear(screen.getByLabelText('Option pool (%)'));
    await user.type(screen.getByLabelText('Option pool (%)'), '0.1');
    const addGrantFor = async (holder: string) => {
      await user.click(screen.getByRole('button', { name: 'Add grant' }));
      await user.type(screen.getAllByLabelText('Holder').at(-1)!, holder);
    };
    // 0.1 % of 10,000,000 = 10,000; one grant of 10,000 (the default) fills it; a second of 10,000 is 10,000 over.
    await addGrantFor('Priya');
    const pool = screen.getByRole('region', { name: 'Option pool' });
    expect(within(pool).getByText('100%')).toBeInTheDocument();
    expect(within(pool).queryByRole('alert')).not.toBeInTheDocument();
    await addGrantFor('Sam');
    expect(
      await screen.findByText('The grants exceed the pool by 10,000 shares. Enlarge the pool or reduce the grants.'),
    ).toBeInTheDocument();
  });
});

describe("the ESOP planner in the company's currency (ADR 0070)", () => {
  it('starts a new plan in rupees, grouped in lakhs and crores, for an INR company', async () => {
    const india = { currency: 'INR', numberFormat: 'indian', dateFormat: 'dmy', fiscalYearStartMonth: 4 } as const;
    fakeApi(signedInApi({ [`GET ${PLANS}`]: () => ({ body: [] }), [`GET ${SCENARIOS}`]: () => ({ body: [] }) }));
    // As the server's page brings them: the new plan starts from the first render's setting.
    renderRoutes([{ path: '/tool', Component: EsopPlanner }], '/tool', {
      firstData: { user: signedInUser, preferences: preferencesOf(india) },
    });
    await screen.findByRole('heading', { level: 1, name: 'ESOP Planner' });
    // The new plan's 8,000,000 pre-money + 2,000,000 invested = 10,000,000: one crore, ₹1,00,00,000.
    const round = screen.getByRole('region', { name: 'A new round' });
    expect(within(round).getByText('Post-money valuation').nextElementSibling).toHaveTextContent('₹1,00,00,000');
  });
});

describe('the ESOP planner in German', () => {
  it('says everything, core’s messages too, in German, with German numbers', async () => {
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ language: 'de' }) }),
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
      }),
    );
    const { user } = renderRoutes([{ path: '/tool', Component: EsopPlanner }], '/tool', {
      i18n: await loadI18n('de', 'UTC'),
    });
    await screen.findByRole('heading', { level: 1, name: 'ESOP-Planer' });
    // 10 % of 10,000,000 shares, $8M pre-money, $2M in, a 10 % pool after: 9,000,000 / 0.7 × 0.1 − 1,000,000 = 285,714.
    const round = screen.getByRole('region', { name: 'Eine neue Runde' });
    expect(within(round).getByText('Pool-Aufstockung (Anteile)').nextElementSibling).toHaveTextContent('285.714');
    const shares = screen.getByLabelText('Voll verwässerte Anteile');
    await user.clear(shares);
    await waitFor(() =>
      expect(shares).toHaveAccessibleDescription('Gib eine ganze Zahl von Anteilen von 1 bis 100 Milliarden ein'),
    );
  });
});
