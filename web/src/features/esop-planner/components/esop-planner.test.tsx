import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { savedAnswer, serverError, nameTaken, savesNewAs } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { EsopPlanner } from './esop-planner';

const PLANS = '/api/tools/esop-planner/documents';
const SCENARIOS = '/api/tools/equity-split/documents';
const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: EsopPlanner }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'ESOP Planner' });
  await documentShown();
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
        ...savesNewAs(PLANS, 'p1'),
      }),
    );
    const { user } = await render();
    // The plan's name, where it stands and Save are in the page's header; the saved plans hold only the list.
    const save = await documentBar().findByRole('button', { name: 'Save' });
    expect(within(plans()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(documentBar().getByLabelText('Plan name')).toHaveValue('ESOP plan 1');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add grant' }));
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    expect(save).toBeEnabled();

    const grant = screen.getByRole('group', { name: 'Grant 1' });
    await user.clear(within(grant).getByLabelText('Grant date'));
    await user.clear(documentBar().getByLabelText('Plan name'));
    await user.type(documentBar().getByLabelText('Plan name'), 'Seed');
    await user.click(save);
    expect(within(grant).getByLabelText('Holder')).toHaveAccessibleDescription('Holder is required');
    expect(within(grant).getByLabelText('Grant date')).toHaveAccessibleDescription(
      'Enter a date between 1970-01-01 and 2100-12-31',
    );
    expect(documentBar().getByRole('alert')).toHaveTextContent(/^Correct the fields marked below before saving\.$/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // 'Go to field' brings the founder to the first field marked wrong.
    await user.click(await documentBar().findByRole('button', { name: 'Go to field' }));
    expect(within(grant).getByLabelText('Holder')).toHaveFocus();

    await user.type(within(grant).getByLabelText('Holder'), 'Priya');
    await user.type(within(grant).getByLabelText('Grant date'), '2019-03-01');
    await user.click(save);
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
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

  it('with Auto save: a new plan saves itself under its default name once changed; a taken name is said by the name field and not retried', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(true),
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
        ...savesNewAs(PLANS, 'p1'),
        [`PUT ${PLANS}/p1`]: () => nameTaken("You already have a plan named 'Seed'"),
      }),
    );
    const { user } = await render();
    await within(plans()).findByText('No saved plans yet. A plan you work on saves itself here.');
    expect(documentBar().queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const name = documentBar().getByLabelText('Plan name');
    expect(name).toHaveValue('ESOP plan 1');
    // The default name alone is no change: nothing is saved.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    // A change to the plan: it saves itself, under its default name, with no name typed.
    const pool = screen.getByLabelText('Option pool (%)');
    await user.clear(pool);
    await user.type(pool, '12');
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/), { timeout: 3000 });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      name: 'ESOP plan 1',
      data: { company: { fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 12 } } },
    });

    // Renamed to a name another plan has: said by the name field, and not tried again.
    await user.clear(name);
    await user.type(name, 'Seed');
    await waitFor(() => expect(name).toHaveAccessibleDescription("You already have a plan named 'Seed'"), {
      timeout: 3000,
    });
    expect(saveStatus()).toHaveTextContent(/^Not saved$/);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({ name: 'Seed', version: 1 });
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
    expect(documentBar().getByLabelText('Plan name')).toHaveValue('ESOP plan 1');
    expect(documentBar().queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const pool = screen.getByLabelText('Option pool (%)');
    await user.clear(pool);
    await user.type(pool, '12');
    expect(await documentBar().findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /^Could not save the plan\. Your changes are kept here; please try again\.$/,
    );
    expect(saveStatus()).toHaveTextContent(/^Not saved$/);
    expect(documentBar().getByLabelText('Plan name')).toHaveValue('ESOP plan 1');
    expect(pool).toHaveValue(12);

    await act(async () => history.push('/elsewhere'));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(history.location.pathname).toBe('/tool');

    isDown = false;
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((call) => (call.body as { name: string }).name)).toEqual(['ESOP plan 1', 'ESOP plan 1']);
    await act(async () => history.push('/elsewhere'));
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('keeps the round’s last valid figures, dimmed, while its investment is cleared', async () => {
    fakeApi(
      signedInApi({
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
        // The investment changed: Auto save keeps the plan.
        ...savesNewAs(PLANS, 'p1'),
      }),
    );
    const { user } = await render();
    const round = screen.getByRole('region', { name: 'A new round' });
    await user.clear(within(round).getByLabelText('Investment'));
    // The new plan's round: $8,000,000 pre-money + $2,000,000 invested = $10,000,000 post-money, kept while empty.
    expect(within(round).getByRole('status')).toHaveTextContent(
      'Showing the last valid results — correct the marked field to update them.',
    );
    const postMoney = within(round).getByText('Post-money valuation').nextElementSibling;
    expect(postMoney).toHaveTextContent('$10,000,000');
    expect(postMoney?.closest('[data-stale]')).not.toBeNull();
    // $3,000,000 invested: 8,000,000 + 3,000,000 = $11,000,000, no longer dimmed.
    await user.type(within(round).getByLabelText('Investment'), '3000000');
    expect(within(round).getByText('Post-money valuation').nextElementSibling).toHaveTextContent('$11,000,000');
    expect(within(round).queryByText(/Showing the last valid results/)).toBeNull();
  });

  it('takes the whole pool from the pre-money and says what the effective pre-money is', async () => {
    fakeApi(signedInApi({ [`GET ${PLANS}`]: () => ({ body: [] }), [`GET ${SCENARIOS}`]: () => ({ body: [] }) }));
    await render();
    // Venture Hacks, "The Option Pool Shuffle": the founders' effective pre-money is their shares at the round's price.
    // The new plan (10,000,000 shares, a 10 % pool, $8M pre-money, $2M in, 10 % after), by hand: investors 20 % and
    // pool 10 % of the $10M post-money leave the founders 70 % = $7,000,000; the pool, 1,000,000 shares there already
    // and 285,714 new, is 10 % = $1,000,000 (counting only the top-up would say $7,777,778).
    const round = screen.getByRole('region', { name: 'A new round' });
    expect(within(round).getByText('Pool taken from the pre-money').nextElementSibling).toHaveTextContent('$1,000,000');
    expect(within(round).getByText('Effective pre-money').nextElementSibling).toHaveTextContent('$7,000,000');
    expect(
      within(round).getByText(
        "The effective pre-money is what the founders' shares are worth at the round's price: the pre-money less the whole pool after the round, the options already there included, as Venture Hacks' “The Option Pool Shuffle” counts it.",
      ),
    ).toBeInTheDocument();
  });

  it('warns when the grants exceed the pool', async () => {
    fakeApi(
      signedInApi({
        [`GET ${PLANS}`]: () => ({ body: [] }),
        [`GET ${SCENARIOS}`]: () => ({ body: [] }),
        // The plan changed: Auto save keeps it.
        ...savesNewAs(PLANS, 'p1'),
      }),
    );
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
    fakeApi(signedInApi({ [`GET ${PLANS}`]: () => ({ body: [] }), [`GET ${SCENARIOS}`]: () => ({ body: [] }) }));
    // As the server's page brings them (no saved plans): the new plan starts from the first render's setting.
    renderRoutes([{ path: '/tool', Component: EsopPlanner }], '/tool', {
      firstData: {
        user: signedInUser,
        preferences: preferencesOf(INDIA),
        toolDocuments: { toolId: 'esop-planner', documents: [] },
      },
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
    await documentShown();
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
