import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentInput } from '@core/tools/tool-document-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { autoSaveOff, fakeApi, signedInApi } from '@/test/fake-api';
import {
  bar,
  DOCUMENTS,
  panel,
  renderSignedIn,
  savedSaid,
  saveStatus,
  shownPercents,
  summary,
  trio,
  view,
} from '@/test/scenario-test-fixtures';

const puts = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method === 'PUT');
/** Longer than Auto save's pause (800 ms): what has not been sent by then is not sent by itself. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 1500));

// Saving changes over the scenario that opens with the calculator (the one saved last), and opening another.
describe('saved scenarios', () => {
  it('with Auto save off, saves changes over the open scenario by Save, from the version it opened, then from the saved one', async () => {
    const calls = fakeApi(
      signedInApi({
        ...autoSaveOff,
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('s1', 'Plan')] }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'Plan', trio, 4) }),
        [`PUT ${DOCUMENTS}/s1`]: ({ body }) => {
          const { version, data } = body as ToolDocumentInput<EquityScenarioData> & { version: number };
          return { body: view('s1', 'Plan', data.founders, version + 1) };
        },
      }),
    );
    const { user } = await renderSignedIn();
    // The scenario saved last opens with the calculator, saved as it is.
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Plan');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    // Nothing changed: nothing to save.
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await savedSaid();
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(
      puts(calls).map((call) => {
        const { name, version, data } = call.body as ToolDocumentInput<EquityScenarioData> & { version: number };
        return [name, version, data.founders.length];
      }),
    ).toEqual([
      ['Plan', 4, 4],
      ['Plan', 5, 5],
    ]);
  });

  it('says when the open scenario was saved elsewhere since it was opened, keeping the name as typed', async () => {
    const message = 'This scenario was changed since you opened it. Open it again to see the latest version.';
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('s1', 'Plan')] }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'Plan') }),
        [`PUT ${DOCUMENTS}/s1`]: () => ({ status: 409, body: { error: { code: 'CONFLICT', message } } }),
      }),
    );
    const { user } = await renderSignedIn();
    await user.click(await within(panel()).findByRole('button', { name: 'Plan' }));
    const name = within(bar()).getByLabelText('Scenario name');
    await waitFor(() => expect(name).toHaveValue('Plan'));
    await user.type(name, ' B');
    expect(await within(bar()).findByRole('alert')).toHaveTextContent(message);
    expect(name).toHaveValue('Plan B');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(saveStatus()).toHaveTextContent(/^Not saved$/);
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(bar()).getByRole('button', { name: 'Save as New' })).toBeEnabled();
    // Saved elsewhere: it is never saved over by itself, whatever changes next.
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    await pause();
    expect(puts(calls).map((call) => (call.body as { name: string }).name)).toEqual(['Plan B']);
  });

  it('says when the open scenario was deleted elsewhere, and offers to save it anew', async () => {
    fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('s1', 'Gone soon')] }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'Gone soon') }),
        [`PUT ${DOCUMENTS}/s1`]: () => ({
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Scenario not found' } },
        }),
      }),
    );
    const { user } = await renderSignedIn();
    // The scenario saved last opens with the calculator, saved as it is.
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Gone soon');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    expect(await within(bar()).findByRole('alert')).toHaveTextContent(
      'This scenario no longer exists. Save it as a new one.',
    );
    expect(saveStatus()).toHaveTextContent(/^Not saved$/);
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Gone soon');
    // Nothing is open any more: Save saves it as a new scenario.
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(bar()).queryByRole('button', { name: 'Save as New' })).not.toBeInTheDocument();
  });

  it('opens a saved scenario whole: its founders, their split and vesting; asks first when there are unsaved changes', async () => {
    fakeApi(
      signedInApi({
        // Auto save off: a change stays unsaved however long the clicks take (on, it saves itself after its pause).
        ...autoSaveOff,
        // The one saved last opens with the tool; 'Three ways' is opened from the list.
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('s2', 'Latest'), summary('s1', 'Three ways')] }),
        [`GET ${DOCUMENTS}/s2`]: () => ({ body: view('s2', 'Latest', trio.slice(0, 2)) }),
        [`GET ${DOCUMENTS}/s1`]: () => ({
          body: view('s1', 'Three ways', [
            ...trio.slice(0, 2),
            { ...trio[2]!, vesting: { totalMonths: 36, cliffMonths: 6 } },
          ]),
        }),
      }),
    );
    const { user } = await renderSignedIn();
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Latest');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Three ways' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(confirm).toHaveTextContent(
      "Opening 'Three ways' replaces what is on the page; its unsaved changes are lost.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Discard Changes' }));

    await waitFor(() => expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Three ways'));
    expect(screen.getAllByRole('region', { name: /^(Asha|Bo|Cy)$/ })).toHaveLength(3);
    expect(shownPercents()).toEqual(['34%', '33%', '33%']);
    expect(within(screen.getByRole('region', { name: 'Vesting for Cy' })).getByLabelText('Vesting years')).toHaveValue(
      3,
    );
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
  });

  it('with Auto save on (the default), saves an opened scenario by itself once the changes rest', async () => {
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('s1', 'Plan')] }),
        [`GET ${DOCUMENTS}/s1`]: () => ({ body: view('s1', 'Plan', trio, 3) }),
        [`PUT ${DOCUMENTS}/s1`]: ({ body }) => ({
          body: view('s1', 'Plan', (body as ToolDocumentInput<EquityScenarioData>).data.founders, 4),
        }),
      }),
    );
    const { user } = await renderSignedIn();
    // The scenario saved last opens with the calculator, saved as it is.
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Plan');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    await savedSaid(3000);
    const puts = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => call.body as { version: number; data: EquityScenarioData });
    // Asha, Bo and Cy, and the one added: the fourth founder.
    expect(puts.map(({ version, data }) => [version, data.founders.length])).toEqual([[3, 4]]);
  });
});
