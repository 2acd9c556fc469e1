import type { ComplianceOverview, FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KARNATAKA_STARTUP } from '@core/tools/your-ai-ca/company-profile-fixtures';
import { fakeApi, preferencesOf, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { YourAiCa } from './your-ai-ca';

const ID = '11111111-1111-4111-8111-111111111111';
const gstr3b: FilingView = {
  id: ID,
  type: 'GSTR-3B (summary return and tax)',
  ruleId: 'gstr-3b',
  period: '2026-11',
  dueDate: '2026-12-20',
  recurrence: 'monthly',
  status: 'pending',
  filedOn: null,
  reference: null,
  amount: null,
};
const late: FilingView = {
  ...gstr3b,
  id: '22222222-2222-4222-8222-222222222222',
  type: 'Professional tax',
  ruleId: null,
  period: '2026-10',
  dueDate: '2026-11-15',
  status: 'overdue',
};
const overview = (changes: Partial<ComplianceOverview> = {}): ComplianceOverview => ({
  today: '2026-11-26',
  filings: [late, gstr3b],
  payments: [
    {
      id: 'p1',
      description: 'GST for October',
      amount: 1234567,
      currency: 'INR',
      paidOn: '2026-11-20',
      status: 'completed',
    },
  ],
  settings: { reminderDays: 3 },
  profile: null,
  ...changes,
});

function setup(table: Parameters<typeof fakeApi>[0] = {}, data = overview()) {
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(signedInUser),
    'GET /api/your-ai-ca': () => ({ body: data }),
    ...table,
  });
  return { calls, ...renderRoutes([{ path: '/', Component: YourAiCa }]) };
}
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('Your AI CA', () => {
  it('shows Upcoming Filings with File Now, Overdue in red, the rule’s official source, and Recent Payments in lakh/crore rupees', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming Filings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your AI CA' })).toBeInTheDocument();
    expect(card('Professional tax').getByText('Overdue')).toHaveClass('text-destructive');
    expect(card('Professional tax').getByText('Due Nov 15, 2026')).toBeInTheDocument();
    expect(card('GSTR-3B (summary return and tax)').queryByText('Overdue')).not.toBeInTheDocument();
    expect(card('GSTR-3B (summary return and tax)').getByRole('button', { name: 'File Now' })).toBeInTheDocument();
    expect(
      card('GSTR-3B (summary return and tax)').getByRole('link', { name: 'Official source: gst.gov.in' }),
    ).toHaveAttribute('href', 'https://www.gst.gov.in/');
    expect(card('GSTR-3B (summary return and tax)').getByText('Nov 2026 · Monthly')).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Recent Payments' }));
    expect(payments.getByText('₹12,34,567.00')).toBeInTheDocument();
    expect(payments.getByText('Completed')).toBeInTheDocument();
  });

  it('files a filing with File Now, sending the date, reference and amount as typed', async () => {
    const { user, calls } = setup({
      [`POST /api/your-ai-ca/filings/${ID}/file`]: () => ({
        body: {
          filed: { ...gstr3b, status: 'filed' },
          next: { ...gstr3b, id: 'n', period: '2026-12', dueDate: '2027-01-20' },
        },
      }),
    });
    await screen.findByRole('article', { name: 'GSTR-3B (summary return and tax)' });
    await user.click(card('GSTR-3B (summary return and tax)').getByRole('button', { name: 'File Now' }));
    const dialog = within(screen.getByRole('dialog', { name: 'File GSTR-3B (summary return and tax)' }));
    // Today, 26 Nov 2026, month first as the company writes dates (the defaults: month/day/year).
    expect(dialog.getByLabelText('Filed on')).toHaveValue('11/26/2026');
    await user.type(dialog.getByLabelText('Reference (optional)'), 'ARN AA0712');
    await user.type(dialog.getByLabelText('Amount paid in ₹ (optional)'), '45,000.50');
    await user.click(dialog.getByRole('button', { name: 'Mark as filed' }));
    expect(await screen.findByText('Filed. The next one is due Jan 20, 2027.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      filedOn: '2026-11-26',
      reference: 'ARN AA0712',
      amount: 45000.5,
    });
  }, 20_000);

  it('says by each field what is wrong before sending, and sends nothing', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add payment' }));
    await user.type(dialog.getByLabelText('Amount'), 'lots');
    await user.click(dialog.getByRole('button', { name: 'Save payment' }));
    expect(dialog.getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter an amount from 0 to 1000000000000, with at most 2 decimals',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends only what changed when a calendar filing’s date is edited, so it keeps its rule', async () => {
    const { user, calls } = setup({
      [`PATCH /api/your-ai-ca/filings/${ID}`]: () => ({ body: { ...gstr3b, dueDate: '2026-12-22' } }),
    });
    await screen.findByRole('article', { name: 'GSTR-3B (summary return and tax)' });
    await user.click(
      card('GSTR-3B (summary return and tax)').getByRole('button', { name: 'Edit GSTR-3B (summary return and tax)' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit filing' }));
    await user.clear(dialog.getByLabelText('Due date'));
    await user.type(dialog.getByLabelText('Due date'), '2026-12-22');
    await user.click(dialog.getByRole('button', { name: 'Save filing' }));
    await screen.findByRole('heading', { level: 2, name: 'Upcoming Filings' });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ dueDate: '2026-12-22' });
  });

  it('keeps the law’s April–March year for a yearly filing whatever the company’s financial year (ADR 0074)', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(signedInUser),
      'GET /api/your-ai-ca': () => ({
        body: overview({
          filings: [{ ...gstr3b, type: 'Income-tax return', period: '2026-04', recurrence: 'yearly' }],
        }),
      }),
    });
    renderRoutes([{ path: '/', Component: YourAiCa }], '/', {
      firstData: { user: signedInUser, preferences: preferencesOf({ fiscalYearStartMonth: 1 }) },
    });
    expect(await screen.findByText('Apr 2026 – Mar 2027 · Yearly')).toBeInTheDocument();
  });

  it('says when there is nothing upcoming and no payment yet', async () => {
    setup({}, overview({ filings: [], payments: [] }));
    expect(
      await screen.findByText('No upcoming filings. Add the Indian compliance calendar, or a filing of your own.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('says an employer in Gujarat owes professional tax the calendar does not date (ADR 0093; Tamil Nadu and West Bengal in core)', async () => {
    setup({}, overview({ profile: { ...KARNATAKA_STARTUP, state: 'GJ' } }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'As an employer in Gujarat, you pay professional tax to the state and file its returns. Its dates are not in this calendar: add them with Add filing, on the dates the state’s tax department gives. Official source: commercialtax.gujarat.gov.in',
    );
    expect(within(note).getByRole('link')).toHaveAttribute('href', 'https://commercialtax.gujarat.gov.in/');
  });

  it('says nothing of it where the calendar dates it (Karnataka) or the company employs no one', async () => {
    setup({}, overview({ profile: KARNATAKA_STARTUP }));
    await screen.findByRole('heading', { level: 2, name: 'Upcoming Filings' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
