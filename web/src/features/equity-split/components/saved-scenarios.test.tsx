import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentInput, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { autoSaveOff, fakeApi, sessionOf, signedInApi } from '@/test/fake-api';
import {
  bar,
  DOCUMENTS,
  panel,
  renderCalculator,
  renderSignedIn,
  savedSaid,
  saveStatus,
  summary,
  TOKEN,
  vesting,
  view,
} from '@/test/scenario-test-fixtures';
import { nameTaken } from '@/test/tool-document-answers';

/** The two founders a new scenario starts with, as a scenario keeps them. */
const defaultFounders = [
  { id: 'founder-1', name: 'Founder 1', role: 'CEO', contribution: 40, commitment: 100, experience: 80, vesting },
  { id: 'founder-2', name: 'Founder 2', role: 'CTO', contribution: 35, commitment: 100, experience: 90, vesting },
];
const changes = <Call extends { method: string; path: string }>(calls: Call[]) =>
  calls.filter((call) => call.path.startsWith(DOCUMENTS) && call.method !== 'GET');
/** Longer than Auto save's pause (800 ms): what has not been sent by then is not sent by itself. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('saved scenarios', () => {
  it('with Auto save on, saves a new split by itself under the name typed, with each founder’s vesting, then offers Save as New', async () => {
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
      await within(panel()).findByText('No saved scenarios yet. A split you work on saves itself here.'),
    ).toBeInTheDocument();
    const name = within(bar()).getByLabelText('Scenario name');
    expect(name).toHaveValue('Equity scenario 1');
    expect(saveStatus()).toHaveTextContent(/^$/);
    // With Auto save on there is no Save to press, and nothing open to save as new.
    expect(within(bar()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Save as New' })).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'New Scenario' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  Seed round ');
    await savedSaid();
    expect(changes(calls).map(({ method, body }) => [method, body])).toEqual([
      ['POST', { name: 'Seed round', data: { founders: defaultFounders } }],
    ]);
    expect(name).toHaveValue('Seed round');
    expect(within(bar()).getByRole('button', { name: 'Save as New' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const item = await within(panel()).findByRole('listitem');
    expect(item).toHaveTextContent('Seed round2 founders · Saved');
    expect(item).toHaveAttribute('aria-current', 'true');
  });

  it('names a new scenario by the first number not used, and saves it by itself under that name once it changes', async () => {
    let saved = [summary('s1', 'Equity scenario 1')];
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: saved }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'Equity scenario 1') }),
        [`POST ${DOCUMENTS}`]: ({ body }) => {
          const scenario = body as ToolDocumentInput<EquityScenarioData>;
          saved = [summary('s2', scenario.name), ...saved];
          return { status: 201, body: view('s2', scenario.name, scenario.data.founders) };
        },
      }),
    );
    const { user } = await renderSignedIn();
    // The one saved last opens with the tool; New Scenario starts another, named after it.
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Equity scenario 1');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    await user.click(within(bar()).getByRole('button', { name: 'New Scenario' }));
    const name = within(bar()).getByLabelText('Scenario name');
    await waitFor(() => expect(name).toHaveValue('Equity scenario 2'));
    // The default name alone is no change: nothing is saved.
    await pause();
    expect(changes(calls)).toEqual([]);
    expect(saveStatus()).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    await savedSaid();
    const posts = changes(calls).map((call) => call.body as ToolDocumentInput<EquityScenarioData>);
    expect(posts.map(({ name, data }) => [name, data.founders.map((founder) => founder.name)])).toEqual([
      ['Equity scenario 2', ['Founder 1', 'Founder 2', 'Founder 3']],
    ]);
    expect(name).toHaveValue('Equity scenario 2');
  });

  it('with Auto save off, saves a new split only by the header’s Save, asking for a name first', async () => {
    const calls = fakeApi(
      signedInApi({
        ...autoSaveOff,
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        [`POST ${DOCUMENTS}`]: ({ body }) => {
          const scenario = body as ToolDocumentInput<EquityScenarioData>;
          return { status: 201, body: view('s1', scenario.name, scenario.data.founders) };
        },
      }),
    );
    const { user } = await renderSignedIn();
    const name = within(bar()).getByLabelText('Scenario name');
    await waitFor(() => expect(name).toHaveValue('Equity scenario 1'));
    // Nothing to save yet.
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    await pause();
    expect(changes(calls)).toEqual([]);

    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    expect(await within(bar()).findByRole('alert')).toHaveTextContent('Scenario name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(changes(calls)).toEqual([]);

    await user.type(name, 'Plan');
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await savedSaid();
    expect(within(bar()).queryByRole('alert')).not.toBeInTheDocument();
    const posts = changes(calls).map((call) => call.body as ToolDocumentInput<EquityScenarioData>);
    expect(posts.map(({ name, data }) => [name, data.founders.length])).toEqual([['Plan', 3]]);
  });

  it("shows the server's refusal under the name and keeps what was typed", async () => {
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        [`POST ${DOCUMENTS}`]: () => nameTaken("You already have a scenario named 'Plan'"),
      }),
    );
    const { user } = await renderSignedIn();
    const name = within(bar()).getByLabelText('Scenario name');
    await user.clear(name);
    await user.type(name, 'Plan');
    expect(await within(bar()).findByRole('alert')).toHaveTextContent("You already have a scenario named 'Plan'");
    expect(name).toHaveValue('Plan');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(saveStatus()).toHaveTextContent(/^Not saved$/);
    // A failed save is not tried again by itself; Save tries again.
    await pause();
    expect(changes(calls)).toHaveLength(1);
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
  });

  it('asks for good vesting schedules before sending anything, naming the field to correct', async () => {
    const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Calculate Equity Split' }));
    const cliff = within(screen.getByRole('region', { name: 'Vesting for Founder 1' })).getByLabelText('Cliff months');
    await user.type(cliff, '0');
    expect(await within(bar()).findByText('Not saved: correct “Cliff months”')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Go to field' }));
    expect(cliff).toHaveFocus();
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    expect(within(bar()).getByRole('alert')).toHaveTextContent('Fix the vesting schedules before saving.');

    // Without a name, that is what it asks for first.
    await user.clear(within(bar()).getByLabelText('Scenario name'));
    expect(saveStatus()).toHaveTextContent(/^Give it a name to save it$/);
    await pause();
    expect(changes(calls)).toEqual([]);
  });

  it('asks for every founder’s name in the panel, not under the scenario name, and sends nothing', async () => {
    const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = await renderSignedIn();
    await user.clear(within(screen.getByRole('region', { name: 'Founder 2' })).getByLabelText('Name'));
    const name = within(bar()).getByLabelText('Scenario name');
    await user.clear(name);
    await user.type(name, 'Plan');
    await user.click(await within(bar()).findByRole('button', { name: 'Save' }));
    expect(within(bar()).getByRole('alert')).toHaveTextContent('Give every founder a name before saving.');
    expect(name).not.toHaveAttribute('aria-invalid');
    await pause();
    expect(changes(calls)).toEqual([]);
  });

  it('keeps a change made while the save was on its way as unsaved', async () => {
    let answer: (() => void) | undefined;
    fakeApi(
      signedInApi({
        ...autoSaveOff,
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        [`POST ${DOCUMENTS}`]: ({ body }) =>
          new Promise((resolve) => {
            const scenario = body as ToolDocumentInput<EquityScenarioData>;
            answer = () => resolve({ status: 201, body: view('s1', scenario.name, scenario.data.founders) });
          }),
      }),
    );
    const { user } = await renderSignedIn();
    const name = within(bar()).getByLabelText('Scenario name');
    await user.clear(name);
    await user.type(name, 'Plan');
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(saveStatus()).toHaveTextContent(/^Saving…$/);
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    answer!();
    expect(await within(bar()).findByRole('button', { name: 'Save as New' })).toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('deletes a scenario after confirming', async () => {
    let list = [summary('s1', 'Old plan')];
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: list }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'Old plan') }),
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
    expect(await within(bar()).findByText("Deleted 'Old plan'")).toBeInTheDocument();
    expect(
      await within(panel()).findByText('No saved scenarios yet. A split you work on saves itself here.'),
    ).toBeInTheDocument();
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
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

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
