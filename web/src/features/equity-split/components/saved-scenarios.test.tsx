import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentInput, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi } from '@/test/fake-api';
import {
  DOCUMENTS,
  panel,
  renderCalculator,
  renderSignedIn,
  summary,
  TOKEN,
  vesting,
  view,
} from '@/test/scenario-test-fixtures';

describe('saved scenarios', () => {
  it('saves the calculator under a name, with each founder’s vesting, then offers Save Changes', async () => {
    let saved: ToolDocumentSummary[] = [];
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: saved }),
        [`POST ${DOCUMENTS}`]: ({ body }) => {
          const scenario = body as ToolDocumentInput<EquityScenarioData>;
          saved = [summary('s1', scenario.name, { summary: '2 founders' })];
          return { status: 201, body: view('s1', scenario.name, scenario.data.founders) };
        },
      }),
    );
    const { user } = await renderSignedIn();
    expect(
      await within(panel()).findByText('No saved scenarios yet. Name this split and save it to come back to it later.'),
    ).toBeInTheDocument();
    await user.type(within(panel()).getByLabelText('Scenario name'), '  Seed round ');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));

    expect(await within(panel()).findByText("Saved 'Seed round'")).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Seed round',
      data: {
        founders: [
          {
            id: 'founder-1',
            name: 'Founder 1',
            role: 'CEO',
            contribution: 40,
            commitment: 100,
            experience: 80,
            vesting,
          },
          {
            id: 'founder-2',
            name: 'Founder 2',
            role: 'CTO',
            contribution: 35,
            commitment: 100,
            experience: 90,
            vesting,
          },
        ],
      },
    });
    expect(within(panel()).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    const item = await within(panel()).findByRole('listitem');
    expect(item).toHaveTextContent('Seed round2 founders · Saved');
    expect(item).toHaveAttribute('aria-current', 'true');
  });

  it("shows the server's refusal under the name and keeps what was typed", async () => {
    fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        [`POST ${DOCUMENTS}`]: () => ({
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: "You already have a scenario named 'Plan'",
              issues: [{ path: 'name', message: "You already have a scenario named 'Plan'" }],
            },
          },
        }),
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
    const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = await renderSignedIn();
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Scenario name is required');

    await user.click(screen.getByRole('button', { name: 'Calculate Equity Split' }));
    const cliff = within(screen.getByRole('region', { name: 'Vesting for Founder 1' })).getByLabelText('Cliff months');
    await user.type(cliff, '0');
    await user.type(within(panel()).getByLabelText('Scenario name'), 'Plan');
    await user.click(within(panel()).getByRole('button', { name: 'Save Scenario' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Fix the vesting schedules before saving.');
    expect(calls.filter((call) => call.path.startsWith(DOCUMENTS) && call.method !== 'GET')).toEqual([]);
  });

  it('asks for every founder’s name in the panel, not under the scenario name, and sends nothing', async () => {
    const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
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
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        [`POST ${DOCUMENTS}`]: ({ body }) =>
          new Promise((resolve) => {
            const scenario = body as ToolDocumentInput<EquityScenarioData>;
            answer = () => resolve({ status: 201, body: view('s1', scenario.name, scenario.data.founders) });
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

  it('deletes a scenario after confirming', async () => {
    let list = [summary('s1', 'Old plan')];
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: list }),
        [`DELETE ${DOCUMENTS}/s1`]: () => {
          list = [];
          return { status: 204, body: null };
        },
      }),
    );
    const { user } = await renderSignedIn();
    await user.click(await within(panel()).findByRole('button', { name: 'Delete Old plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete scenario?' });
    expect(confirm).toHaveTextContent(
      "'Old plan' will be deleted, and its link will stop working. This cannot be undone.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(panel()).findByText("Deleted 'Old plan'")).toBeInTheDocument();
    expect(await within(panel()).findByText(/No saved scenarios yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `${DOCUMENTS}/s1`)).toBe(true);
  });

  it('makes a read-only link shown once with Copy, and stops it', async () => {
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('s1', 'For investors')] }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'For investors') }),
        [`POST ${DOCUMENTS}/s1/link`]: () => ({ status: 201, body: { token: TOKEN } }),
        [`DELETE ${DOCUMENTS}/s1/link`]: () => ({ status: 204, body: null }),
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
    expect(calls.filter((call) => call.path === `${DOCUMENTS}/s1/link`).map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('is not offered to a visitor', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    await renderCalculator();
    expect(screen.queryByRole('region', { name: 'Saved Scenarios' })).not.toBeInTheDocument();
  });
});
