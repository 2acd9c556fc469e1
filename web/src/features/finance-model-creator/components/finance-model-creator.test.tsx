import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { ToolDocumentInput, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS } from '@core/tools/tool-catalogue';
import {
  bar,
  DOCUMENTS,
  figure,
  idleModel,
  opensBase,
  renderTool,
  savedSaid,
  saveStatus,
  savesNewModel,
  section,
  summary,
  view,
} from '@/test/finance-test-fixtures';

/** Longer than Auto save's pause (800 ms): what has not been sent by then is not sent by itself. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 1500));

// The new model: 24 months, $250,000; MRR 1,000 (+5 % −2 %: × 1.03 a month); cost of revenue 20 %; a founder at
// 5,000 and software at 1,000 a month. Net burn = 6,000 − 0.8 × revenue. Revenue over 24 months:
// 1,000 × (1.03²⁴ − 1) / 0.03 = 1,000 × (2.03279 − 1) / 0.03 = 34,426.4; burn 144,000 − 27,541.1 = 116,458.9;
// cash at the end 250,000 − 116,458.9 = 133,541. Revenue never reaches 7,500, so no break-even.
describe('FinanceModelCreator', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('projects a new model at once: runway, break-even and cash', async () => {
    await renderTool();
    expect(figure('Runway')).toBe('Not within the plan');
    expect(figure('Break-even')).toBe('Not within the plan');
    expect(figure('Cash at the end')).toBe('$133,541');
    expect(
      screen.getByRole('img', { name: /^Cash balance: Cash balance from \$244.8K \(M1\) to \$133.5K \(M24\)/ }),
    ).toBeInTheDocument();
  });

  it('recalculates as a field changes: less starting cash runs out in month 4', async () => {
    const { user } = await renderTool(savesNewModel);
    const cash = within(section('Basics')).getByLabelText('Starting cash');
    await user.clear(cash);
    await user.type(cash, '20000');
    // Burn: 5,200; 6,000 − 0.8 × 1,030 = 5,176; − 0.8 × 1,060.9 = 5,151.28; − 0.8 × 1,092.73 = 5,125.82.
    // Cash: 14,800; 9,624; 4,472.72; −653.10 → below zero in month 4, 3 months of runway.
    expect(figure('Runway')).toBe('3 months');
    expect(screen.getByText('Cash runs out in month 4.')).toBeInTheDocument();
    expect(figure('Lowest cash')).toMatch(/^-\$/);
  });

  it('says what is wrong by each field and keeps the last valid results, dimmed, until it is fixed', async () => {
    const { user } = await renderTool(savesNewModel);
    const role = within(section('Headcount plan')).getByRole('group', { name: 'Role 1' });
    await user.clear(within(role).getByLabelText('Start month'));
    await user.type(within(role).getByLabelText('Start month'), '30');
    expect(within(role).getByText('Enter a month from 1 to 24')).toBeInTheDocument();
    // On the way to '30' the field read '3', valid: the founder from month 3 costs 2 × 5,000 less than the new model
    // (above), so the last valid cash at the end, shown dimmed, is 133,541 + 10,000 = 143,541.
    expect(
      screen.getByText('Showing the last valid results — correct the marked field to update them.'),
    ).toBeInTheDocument();
    expect(figure('Cash at the end')).toBe('$143,541');
    expect(screen.getByText('Cash at the end', { selector: 'dt' }).closest('[data-stale]')).not.toBeNull();
    await user.clear(within(section('Basics')).getByLabelText('Starting cash'));
    expect(within(section('Basics')).getByText('Enter a number')).toBeInTheDocument();
    await user.type(within(role).getByLabelText('Start month'), '{Backspace}{Backspace}3');
    await user.type(within(section('Basics')).getByLabelText('Starting cash'), '1000');
    expect(screen.queryByRole('alert')).toBeNull();
    // The founder now starts in month 3. Cash 1,000: month 1 burns 200 + 1,000 − 1,000 = 200 → 800; month 2 burns
    // 206 + 1,000 − 1,030 = 176 → 624; month 3 adds 5,000 of payroll → below zero: 2 months.
    expect(figure('Runway')).toBe('2 months');
    expect(screen.getByText('Runway', { selector: 'dt' }).closest('[data-stale]')).toBeNull();
  });

  it('adds and removes lines: a funding round in month 2 lifts the cash from then on', async () => {
    const { user } = await renderTool();
    const funding = section('Funding');
    expect(within(funding).getByText('No funding planned.')).toBeInTheDocument();
    await user.click(within(funding).getByRole('button', { name: 'Add Funding' }));
    const round = within(funding).getByRole('group', { name: 'Funding 1' });
    await user.clear(within(round).getByLabelText('Month'));
    await user.type(within(round).getByLabelText('Month'), '2');
    await user.clear(within(round).getByLabelText('Amount'));
    await user.type(within(round).getByLabelText('Amount'), '100000');
    // 133,541 + 100,000.
    expect(figure('Cash at the end')).toBe('$233,541');
    await user.click(within(funding).getByRole('button', { name: 'Remove Funding 1' }));
    expect(figure('Cash at the end')).toBe('$133,541');
  });

  it('with Auto save on, saves a new model by itself under the name typed, then says it is saved', async () => {
    let saved: ToolDocumentSummary[] = [];
    const { user, calls } = await renderTool({
      [`GET ${DOCUMENTS}`]: () => ({ body: saved }),
      [`POST ${DOCUMENTS}`]: ({ body }) => {
        const input = body as ToolDocumentInput<FinanceModel>;
        saved = [summary('m1', input.name)];
        return { status: 201, body: view('m1', input.name, input.data) };
      },
    });
    const panel = section('Saved Scenarios');
    expect(
      await within(panel).findByText('No saved scenarios yet. A model you work on saves itself here.'),
    ).toBeInTheDocument();
    const name = within(bar()).getByLabelText('Scenario name');
    expect(name).toHaveValue('Financial model 1');
    expect(within(bar()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Base');
    await savedSaid();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    const posted = posts[0]?.body as ToolDocumentInput<FinanceModel>;
    expect(posted.name).toBe('Base');
    expect(posted.data).toMatchObject({ currency: 'USD', months: 24, startingCash: 250_000, costOfRevenuePercent: 20 });
    expect(posted.data.streams).toEqual([
      {
        id: 'stream-1',
        name: 'Subscriptions',
        kind: 'recurring',
        start: 1000,
        price: 0,
        growthPercent: 5,
        churnPercent: 2,
      },
    ]);
    expect(await within(panel).findByRole('button', { name: 'Base' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Save as New' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'New Model' })).toBeInTheDocument();
  });

  it('with Auto save on, saves a new model by itself under its default name once a field changes, not before', async () => {
    const { user, calls } = await renderTool(savesNewModel);
    await waitFor(() => expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Financial model 1'));
    // The default name is no change: an untouched model is not saved.
    await pause();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const cash = within(section('Basics')).getByLabelText('Starting cash');
    await user.clear(cash);
    await user.type(cash, '20000');
    await savedSaid();
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => {
          const { name, data } = call.body as ToolDocumentInput<FinanceModel>;
          return [name, data.startingCash];
        }),
    ).toEqual([['Financial model 1', 20_000]]);
    expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Financial model 1');
  });

  it('exports the months as CSV, amounts to the cent', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderTool();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();
    // Read as a browser's Blob.text() does: UTF-8, its byte order mark (there for spreadsheets) taken off.
    const lines = new TextDecoder().decode(await blobs[0]!.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe(
      'Month,Revenue,Cost of revenue,Gross margin,Payroll,Operating expenses,Expenses,Net burn,Funding,Cash balance',
    );
    // Month 1: 1,000 revenue, 200 cost, 5,000 payroll, 1,000 software → 6,200 expenses, 5,200 burn, 244,800 cash.
    expect(lines[1]).toBe('1,1000,200,800,5000,1000,6200,5200,0,244800');
    // Month 2: revenue 1,030, cost 206, expenses 6,206, burn 5,176, cash 239,624.
    expect(lines[2]).toBe('2,1030,206,824,5000,1000,6206,5176,0,239624');
    expect(lines).toHaveLength(26);
  });

  it('compares two saved scenarios side by side', async () => {
    const base: Omit<FinanceModel, 'expenses'> = {
      currency: 'USD',
      months: 12,
      startingCash: 10_000,
      costOfRevenuePercent: 0,
      streams: [],
      headcount: [],
      funding: [],
    };
    const rent = (value: number) => [{ id: 'e', name: 'Rent', kind: 'fixed' as const, value }];
    const { user } = await renderTool({
      [`GET ${DOCUMENTS}`]: () => ({ body: [summary('a', 'Base'), summary('b', 'Downside')] }),
      // 10,000 at 1,000 a month lasts the 12 months (−2,000 at month 12: out in month 11, 10 months); at 4,000, out in month 3.
      [`GET ${DOCUMENTS}/a`]: () => ({ body: view('a', 'Base', { ...base, expenses: rent(1000) }) }),
      [`GET ${DOCUMENTS}/b`]: () => ({ body: view('b', 'Downside', { ...base, expenses: rent(4000) }) }),
    });
    // 'Base', saved last, opens with the tool.
    expect(await screen.findByDisplayValue('Base')).toBeInTheDocument();
    const compare = section('Compare Scenarios');
    await user.click(await within(compare).findByRole('checkbox', { name: 'Base' }));
    expect(within(compare).getByText('Choose two or more scenarios.')).toBeInTheDocument();
    await user.click(within(compare).getByRole('checkbox', { name: 'Downside' }));
    const table = await within(compare).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Runway10 months2 months'));
    expect(within(table).getAllByRole('row')[3]?.textContent).toBe('Cash at the end-$2,000-$38,000');
    // Base: 9,000 after month 1 down to −2,000; Downside: 6,000 down to −38,000.
    expect(within(compare).getByRole('img')).toHaveAccessibleName(
      'Cash balance by scenario: Base from $9K (M1) to -$2K (M12), lowest -$2K (M12), highest $9K (M1); Downside from $6K (M1) to -$38K (M12), lowest -$38K (M12), highest $6K (M1).',
    );
  });

  describe('an opened scenario, edited', () => {
    const openEdited = async (autoSave: boolean) => {
      const rendered = await renderTool({
        'GET /api/preferences': () => ({
          body: {
            ...DEFAULT_PREFERENCES,
            autoSave,
            pinnedTools: [...DEFAULT_PINNED_TOOLS],
            cardDisplay: DEFAULT_CARD_DISPLAY,
          },
        }),
        [`GET ${DOCUMENTS}`]: () => ({ body: [summary('m1', 'Base')] }),
        ...opensBase,
        [`PUT ${DOCUMENTS}/m1`]: ({ body }) => ({
          body: view('m1', 'Base', (body as ToolDocumentInput<FinanceModel>).data, 2),
        }),
      });
      // The scenario saved last opens with the tool, saved as it is.
      expect(within(bar()).getByLabelText('Scenario name')).toHaveValue('Base');
      expect(saveStatus()).toHaveTextContent(/^Saved$/);
      expect(figure('Cash at the end')).toBe('€10,000');
      const cash = within(section('Basics')).getByLabelText('Starting cash');
      await rendered.user.clear(cash);
      await rendered.user.type(cash, '5000');
      return { ...rendered, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
    };

    it('with Auto save off, stays unsaved until the header’s Save, which sends the version it was opened at', async () => {
      const { user, puts } = await openEdited(false);
      expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
      await pause();
      expect(puts()).toEqual([]);
      await user.click(within(bar()).getByRole('button', { name: 'Save' }));
      await savedSaid();
      expect(puts().map((call) => call.body)).toEqual([
        { name: 'Base', data: { ...idleModel, startingCash: 5000 }, version: 1 },
      ]);
    });

    it('with Auto save on, saves by itself once the typing stops', async () => {
      const { puts } = await openEdited(true);
      // Nothing to press: it saves itself.
      expect(within(bar()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      await savedSaid(3000);
      expect(puts().map((call) => call.body)).toEqual([
        { name: 'Base', data: { ...idleModel, startingCash: 5000 }, version: 1 },
      ]);
    });
  });
});
