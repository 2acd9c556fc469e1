import type { EquityScenarioSummary, EquityScenarioView, ScenarioFounder, SharedEquityScenario } from '@core/tools/equity-split/equity-scenarios';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { EquityCalculator } from './equity-calculator';

const TOKEN = 'S'.repeat(43);
const vesting = { totalMonths: 48, cliffMonths: 12 };
const founder = (id: string, name: string, contribution: number, commitment: number, experience: number): ScenarioFounder => ({
  id,
  name,
  role: '',
  contribution,
  commitment,
  experience,
  vesting,
});
/** 100, 100 and 100 points of 300: a third each, 34 / 33 / 33 with largest remainders going to the first. */
const trio = [founder('a', 'Asha', 50, 50, 0), founder('b', 'Bo', 0, 50, 50), founder('c', 'Cy', 50, 0, 50)];
const summary = (id: string, name: string, overrides: Partial<EquityScenarioSummary> = {}): EquityScenarioSummary => ({
  id,
  name,
  founderCount: 3,
  isShared: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const view = (id: string, name: string, founders = trio): EquityScenarioView => ({
  id,
  name,
  founders,
  isShared: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const renderCalculator = async (path = '/tool') => {
  const rendered = renderRoutes([{ path: '/tool', Component: EquityCalculator }], path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};
/** Once the session is known, the panel is there. */
const renderSignedIn = async () => {
  const rendered = await renderCalculator();
  await screen.findByRole('region', { name: 'Saved Scenarios' });
  return rendered;
};
const panel = () => screen.getByRole('region', { name: 'Saved Scenarios' });
const shownPercents = () => within(screen.getByRole('region', { name: 'Equity Split' })).getAllByRole('definition').map((item) => item.textContent);

describe('saved scenarios', () => {
  it('saves the calculator under a name, with each founder’s vesting, then offers Save Changes', async () => {
    let saved: EquityScenarioSummary[] = [];
    const calls = fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: saved }),
        'POST /api/equity-scenarios': ({ body }) => {
          const scenario = body as { name: string; founders: ScenarioFounder[] };
          saved = [summary('s1', scenario.name, { founderCount: scenario.founders.length })];
          return { status: 201, body: view('s1', scenario.name, scenario.founders) };
        },
      }),
    );
    const { user } = await renderSignedIn();
    expect(await within(panel()).findByText('No saved scenarios yet. Name this split and save it to come back to it later.')).toBeInTheDocument();
    await user.type(within(panel()).getByLabelText('Scenario name'), '  Seed round ');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));

    expect(await within(panel()).findByText("Saved 'Seed round'")).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Seed round',
      founders: [
        { id: 'founder-1', name: 'Founder 1', role: 'CEO', contribution: 40, commitment: 100, experience: 80, vesting },
        { id: 'founder-2', name: 'Founder 2', role: 'CTO', contribution: 35, commitment: 100, experience: 90, vesting },
      ],
    });
    expect(within(panel()).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    const item = await within(panel()).findByRole('listitem');
    expect(item).toHaveTextContent('Seed round2 founders · Saved');
    expect(item).toHaveAttribute('aria-current', 'true');
  });

  it("shows the server's refusal under the name and keeps what was typed", async () => {
    fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: [] }),
        'POST /api/equity-scenarios': () => ({ status: 409, body: { error: { code: 'CONFLICT', message: "You already have a scenario named 'Plan'" } } }),
      }),
    );
    const { user } = await renderSignedIn();
    const name = within(panel()).getByLabelText('Scenario name');
    await user.type(name, 'Plan');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent("You already have a scenario named 'Plan'");
    expect(name).toHaveValue('Plan');
    expect(within(panel()).getByRole('button', { name: 'Save Scenario' })).toBeEnabled();
  });

  it('asks for a name and good vesting schedules before sending anything', async () => {
    const calls = fakeApi(signedInApi({ 'GET /api/equity-scenarios': () => ({ body: [] }) }));
    const { user } = await renderSignedIn();
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Scenario name is required');

    await user.click(screen.getByRole('button', { name: 'Calculate Equity Split' }));
    const cliff = within(screen.getByRole('region', { name: 'Vesting for Founder 1' })).getByLabelText('Cliff months');
    await user.type(cliff, '0');
    await user.type(within(panel()).getByLabelText('Scenario name'), 'Plan');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Fix the vesting schedules before saving.');
    expect(calls.filter((call) => call.path.startsWith('/api/equity-scenarios') && call.method !== 'GET')).toEqual([]);
  });

  it('asks for every founder’s name in the panel, not under the scenario name, and sends nothing', async () => {
    const calls = fakeApi(signedInApi({ 'GET /api/equity-scenarios': () => ({ body: [] }) }));
    const { user } = await renderSignedIn();
    await user.clear(within(screen.getByRole('region', { name: 'Founder 2' })).getByLabelText('Name'));
    await user.type(within(panel()).getByLabelText('Scenario name'), 'Plan');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Give every founder a name before saving.');
    expect(within(panel()).getByLabelText('Scenario name')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps a change made while the save was on its way as unsaved', async () => {
    let answer: (() => void) | undefined;
    fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: [] }),
        'POST /api/equity-scenarios': ({ body }) =>
          new Promise((resolve) => {
            const scenario = body as { name: string; founders: ScenarioFounder[] };
            answer = () => resolve({ status: 201, body: view('s1', scenario.name, scenario.founders) });
          }),
      }),
    );
    const { user } = await renderSignedIn();
    await user.type(within(panel()).getByLabelText('Scenario name'), 'Plan');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    await waitFor(() => expect(answer).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    answer!();
    expect(await within(panel()).findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('says when the open scenario was deleted elsewhere, and offers to save it anew', async () => {
    fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: [summary('s1', 'Gone soon')] }),
        'GET /api/equity-scenarios/s1': () => ({ body: view('s1', 'Gone soon') }),
        'PUT /api/equity-scenarios/s1': () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Scenario not found' } } }),
      }),
    );
    const { user } = await renderSignedIn();
    await user.click(await within(panel()).findByRole('button', { name: 'Gone soon' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Save Changes' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('This scenario no longer exists. Save it as a new one.');
    expect(within(panel()).getByRole('button', { name: 'Save Scenario' })).toBeInTheDocument();
  });

  it('opens a saved scenario whole: its founders, their split and vesting; asks first when there are unsaved changes', async () => {
    fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: [summary('s1', 'Three ways')] }),
        'GET /api/equity-scenarios/s1': () => ({ body: view('s1', 'Three ways', [...trio.slice(0, 2), { ...trio[2]!, vesting: { totalMonths: 36, cliffMonths: 6 } }]) }),
      }),
    );
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Three ways' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(confirm).toHaveTextContent("Opening 'Three ways' replaces what is on the calculator.");
    await user.click(within(confirm).getByRole('button', { name: 'Discard Changes' }));

    expect(await within(panel()).findByText("Opened 'Three ways'")).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^(Asha|Bo|Cy)$/ })).toHaveLength(3);
    expect(shownPercents()).toEqual(['34%', '33%', '33%']);
    expect(within(screen.getByRole('region', { name: 'Vesting for Cy' })).getByLabelText('Vesting years')).toHaveValue(3);
    expect(within(panel()).getByLabelText('Scenario name')).toHaveValue('Three ways');
    expect(within(panel()).getByRole('status')).toHaveTextContent("Opened 'Three ways'");
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('deletes a scenario after confirming', async () => {
    let list = [summary('s1', 'Old plan')];
    const calls = fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: list }),
        'DELETE /api/equity-scenarios/s1': () => {
          list = [];
          return { status: 204, body: null };
        },
      }),
    );
    const { user } = await renderSignedIn();
    await user.click(await within(panel()).findByRole('button', { name: 'Delete Old plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete scenario?' });
    expect(confirm).toHaveTextContent("'Old plan' will be deleted, and its link will stop working. This cannot be undone.");
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(panel()).findByText("Deleted 'Old plan'")).toBeInTheDocument();
    expect(await within(panel()).findByText(/No saved scenarios yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/equity-scenarios/s1')).toBe(true);
  });

  it('makes a read-only link shown once with Copy, and stops it', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/equity-scenarios': () => ({ body: [summary('s1', 'For investors')] }),
        'POST /api/equity-scenarios/s1/link': () => ({ status: 201, body: { token: TOKEN } }),
        'DELETE /api/equity-scenarios/s1/link': () => ({ status: 204, body: null }),
      }),
    );
    const { user } = await renderSignedIn();
    await user.click(await within(panel()).findByRole('button', { name: 'Share For investors' }));
    const dialog = await screen.findByRole('dialog', { name: "Share 'For investors'" });
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    const url = `${window.location.origin}/tool/equity-split?share=${TOKEN}`;
    expect(await within(dialog).findByRole('textbox', { name: 'Link to For investors' })).toHaveValue(url);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop Sharing' }));
    expect(await within(dialog).findByText('Sharing stopped: the link no longer works.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/equity-scenarios/s1/link').map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('is not offered to a visitor', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    await renderCalculator();
    expect(screen.queryByRole('region', { name: 'Saved Scenarios' })).not.toBeInTheDocument();
  });
});

describe('a scenario opened through its link', () => {
  const shared: SharedEquityScenario = { name: 'Three ways', founders: trio, sharedBy: 'Ada Lovelace', updatedAt: '2026-11-20T10:00:00.000Z' };

  it('is read-only: founders, split and vesting without inputs; a copy opens in the calculator', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null), [`GET /api/equity-scenarios/shared/${TOKEN}`]: () => ({ body: shared }) });
    const { user, router } = await renderCalculator(`/tool?share=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Three ways' })).toBeInTheDocument();
    expect(screen.getByText('Shared equity scenario · read-only')).toBeInTheDocument();
    expect(screen.getByText(/^Shared by Ada Lovelace · saved/)).toBeInTheDocument();
    expect(shownPercents()).toEqual(['34%', '33%', '33%']);
    expect(screen.getByRole('region', { name: 'Vesting for Asha' })).toHaveTextContent('48 months, cliff 12 months, then monthly');
    expect(screen.queryAllByRole('slider')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open a Copy in the Calculator' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equity Calculator' })).toBeInTheDocument();
    // The link stays in the address: for a visitor it is what opens the tool's gate.
    expect(router.state.location.search).toBe(`?share=${TOKEN}`);
    expect(shownPercents()).toEqual(['34%', '33%', '33%']);
    expect(within(screen.getByRole('region', { name: 'Asha' })).getByLabelText('Name')).toHaveValue('Asha');
  });

  it('says a stopped or unknown link is invalid, and opens the calculator', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      [`GET /api/equity-scenarios/shared/${TOKEN}`]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Invalid or expired link' } } }),
    });
    await renderCalculator(`/tool?share=${TOKEN}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Equity Calculator'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired link');
    expect(screen.getByRole('button', { name: 'Calculate Equity Split' })).toBeInTheDocument();
  });
});
