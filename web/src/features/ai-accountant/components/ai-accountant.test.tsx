import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKS, lastQuery, renderAccountant } from '@/test/accountant-test-fixtures';

/** Types a ₹250 UBER TRIP of 15 April 2025 into the add form and presses Add; the form. */
async function addUberTrip(user: Awaited<ReturnType<typeof renderAccountant>>['user']) {
  const form = screen.getByRole('button', { name: 'Add transaction' }).closest('form')!;
  await user.type(within(form).getByLabelText('Date'), '2025-04-15');
  await user.type(within(form).getByLabelText('Description'), 'UBER TRIP');
  await user.type(within(form).getByLabelText('Amount (negative for an expense)'), '-250');
  await user.click(screen.getByRole('button', { name: 'Add transaction' }));
  return form;
}

const card = (title: string) => within(screen.getByRole('article', { name: title })).getByText(/₹/).textContent;

describe('AiAccountant', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the current financial year (15 June 2025: FY 2025-26) with the cards, budget bar and transactions', async () => {
    const { calls } = await renderAccountant();
    expect(calls.find((call) => call.path === BOOKS)?.query).toEqual({ from: ['2025-04-01'], to: ['2026-03-31'] });
    expect([card('Total Revenue'), card('Total Expenses'), card('Net Profit')]).toEqual([
      '₹3,50,000.00',
      '₹65,000.00',
      '₹2,85,000.00',
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Marketing budget used' });
    expect([bar.getAttribute('aria-valuetext'), bar.getAttribute('data-colour')]).toEqual([
      '54% of budget used',
      'green',
    ]);
    expect(screen.getByText('Marketing · 20 Apr 2025')).toBeTruthy();
  });

  it('asks for the quarter of the calendar a month falls in', async () => {
    const { user, calls } = await renderAccountant();
    await user.selectOptions(screen.getByLabelText('Period', { selector: 'select' }), 'Quarter of the calendar year');
    // From April 2025 (the FY's first month): calendar Q2 2025, April–June.
    await waitFor(() => expect(lastQuery(calls)).toEqual({ from: ['2025-04-01'], to: ['2025-06-30'] }));
  });

  it('keeps the period picked in the address', async () => {
    const { user, calls, history } = await renderAccountant();
    await user.selectOptions(screen.getByLabelText('Period', { selector: 'select' }), 'Quarter of the financial year');
    // April 2025 is Q1 of FY 2025-26; Q2 is July–September 2025.
    await user.selectOptions(screen.getByLabelText('Quarter'), 'Q2');
    await waitFor(() => expect(history.location.search).toBe('?period=fy-quarter&year=2025&quarter=2'));
    expect(lastQuery(calls)).toEqual({ from: ['2025-07-01'], to: ['2025-09-30'] });
  });

  it.each([
    ['FY 2026-27', '?period=fy&year=2026', { from: ['2026-04-01'], to: ['2027-03-31'] }],
    ['calendar Q4 2024', '?period=quarter&year=2024&quarter=4', { from: ['2024-10-01'], to: ['2024-12-31'] }],
    [
      'a year that is no year: the current FY 2025-26',
      '?period=fy&year=20x6',
      { from: ['2025-04-01'], to: ['2026-03-31'] },
    ],
    [
      'a range ending before it starts: the current FY 2025-26',
      '?period=custom&from=2025-05-01&to=2025-04-01',
      { from: ['2025-04-01'], to: ['2026-03-31'] },
    ],
  ])('opens on %s for %s', async (_, search, query) => {
    const { calls } = await renderAccountant({}, `/tool${search}`);
    expect(calls.filter((call) => call.path === BOOKS).map((call) => call.query)).toEqual([query]);
  });

  it('follows the address when Back and Forward change it', async () => {
    const { history } = await renderAccountant({}, '/tool?period=fy&year=2026');
    act(() => history.push('/tool?period=month&month=2025-05'));
    expect(await screen.findByLabelText<HTMLInputElement>('Month of')).toHaveProperty('value', '2025-05');
    act(() => history.go(-1));
    expect(await screen.findByLabelText<HTMLSelectElement>('Financial year')).toHaveProperty('value', '2026');
    act(() => history.go(1));
    expect(await screen.findByLabelText<HTMLInputElement>('Month of')).toHaveProperty('value', '2025-05');
  });

  it('shows a custom range being typed that ends before it starts, with core’s message, and keeps it out of the address', async () => {
    const { user, history } = await renderAccountant({}, '/tool?period=custom&from=2025-04-01&to=2025-04-30');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-03-01');
    // Said by the date it is about.
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('The period must end on or after its start, within ten years'),
    );
    expect(history.location.search).toBe('?period=custom&from=2025-04-01&to=2025-04-30');
  });

  it('edits a transaction in a dialog: its fields filled in, messages by the field, then saved and closed', async () => {
    const patched: unknown[] = [];
    const duplicate = 'Another transaction in your books has the same date, amount and description';
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user } = await renderAccountant({
      'PATCH /api/ai-accountant/transactions/t2': async ({ body }) => {
        patched.push(body);
        if (patched.length === 1)
          return {
            status: 409,
            body: {
              error: { code: 'CONFLICT', message: duplicate, issues: [{ path: 'description', message: duplicate }] },
            },
          };
        await answered;
        return { body: { id: 't2', ...(body as object) } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Google Ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit transaction' });
    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
    // The amount grouped as the books' amounts are written (ADR 0073).
    expect(
      ['Date', 'Description', 'Amount (negative for an expense)', 'Category'].map((label) => field(label).value),
    ).toEqual(['20/04/2025', 'Google Ads', '-65,000', 'Marketing']);
    await user.clear(field('Amount (negative for an expense)'));
    await user.type(field('Amount (negative for an expense)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Enter an amount other than 0, with at most 2 decimals (negative for an expense)',
      ),
    ).toBeTruthy();
    expect(patched).toEqual([]);
    await user.clear(field('Amount (negative for an expense)'));
    await user.type(field('Amount (negative for an expense)'), '-40000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(duplicate)).toBeTruthy();
    expect(field('Description').getAttribute('aria-describedby')).toBe(within(dialog).getByText(duplicate).id);
    await user.type(field('Description'), ' May');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // While it is saved: Save and Cancel wait, and Escape does not close it.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit transaction' })).toBeTruthy();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patched).toEqual([
      { date: '2025-04-20', description: 'Google Ads', amount: -40_000.5, category: 'Marketing' },
      { date: '2025-04-20', description: 'Google Ads May', amount: -40_000.5, category: 'Marketing' },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Google Ads' }));
  });

  it('closes the edit dialog on Escape and sends nothing', async () => {
    const { user, calls } = await renderAccountant();
    await user.click(screen.getByRole('button', { name: 'Edit Client payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit transaction' });
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(screen.getByText('Client payment')).toBeTruthy();
  });

  it('shows a field message and sends nothing for a zero amount, then adds a good transaction', async () => {
    const added: unknown[] = [];
    const { user } = await renderAccountant({
      'POST /api/ai-accountant/transactions': ({ body }) => {
        added.push(body);
        return { status: 201, body: { id: 't3', ...(body as object) } };
      },
    });
    const form = screen.getByRole('button', { name: 'Add transaction' }).closest('form')!;
    await user.type(within(form).getByLabelText('Date'), '2025-05-01');
    await user.type(within(form).getByLabelText('Description'), 'Office rent');
    await user.type(within(form).getByLabelText('Amount (negative for an expense)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(
      await screen.findByText('Enter an amount other than 0, with at most 2 decimals (negative for an expense)'),
    ).toBeTruthy();
    expect(added).toEqual([]);
    await user.clear(within(form).getByLabelText('Amount (negative for an expense)'));
    await user.type(within(form).getByLabelText('Amount (negative for an expense)'), '-55000');
    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    await waitFor(() =>
      expect(added).toEqual([{ date: '2025-05-01', description: 'Office rent', amount: -55_000, category: '' }]),
    );
  });

  it('offers to add a transaction the books look to hold already, and adds it once as a confirmed repeat', async () => {
    const added: unknown[] = [];
    const alike = 'This looks like a transaction already in your books: 1 with the same date, amount and description';
    const { user } = await renderAccountant({
      'POST /api/ai-accountant/transactions': ({ body }) => {
        added.push(body);
        if (added.length === 1)
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: alike,
                issues: [
                  {
                    path: 'description',
                    message: alike,
                    messageId: 'server.aiAccountant.duplicate',
                    values: { count: 1 },
                  },
                ],
              },
            },
          };
        return { status: 201, body: { id: 't3', ...(body as object) } };
      },
    });
    const form = await addUberTrip(user);
    expect(await within(form).findByText(alike)).toBeTruthy();
    expect(
      within(form).getByText('This looks like a transaction already in your books. Is it a real second one?'),
    ).toBeTruthy();
    // Two quick clicks: one request.
    await user.dblClick(within(form).getByRole('button', { name: 'Add it anyway' }));
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('Description').value).toBe(''));
    const trip = { date: '2025-04-15', description: 'UBER TRIP', amount: -250, category: '' };
    expect(added).toEqual([trip, { ...trip, repeatOf: 1 }]);
    expect(within(form).queryByRole('button', { name: 'Add it anyway' })).toBeNull();
  });

  it('asks again once a field changes after the books were found to hold one alike', async () => {
    const alike = 'This looks like a transaction already in your books: 2 with the same date, amount and description';
    const { user } = await renderAccountant({
      'POST /api/ai-accountant/transactions': () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: alike,
            issues: [{ path: 'description', message: alike, values: { count: 2 } }],
          },
        },
      }),
    });
    const form = await addUberTrip(user);
    expect(await within(form).findByRole('button', { name: 'Add it anyway' })).toBeTruthy();
    await user.type(within(form).getByLabelText('Description'), ' 2');
    expect(within(form).queryByRole('button', { name: 'Add it anyway' })).toBeNull();
  });
});
