import type { CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import { KARNATAKA_STARTUP } from '@core/tools/your-ai-ca/company-profile-fixtures';
import type { ComplianceOverview, FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { YourAiCa } from './your-ai-ca';

const mgt7: FilingView = {
  id: '33333333-3333-4333-8333-333333333333',
  type: 'MGT-7 (annual return)',
  ruleId: 'mgt-7',
  period: '2025-04',
  dueDate: '2026-11-29',
  recurrence: 'yearly',
  status: 'pending',
  filedOn: null,
  reference: null,
  amount: null,
};
/** Core's Karnataka startup, moved to Telangana, with PF only, no MSME dues and no change of a director's details. */
const smallCompany: CompanyProfile = {
  ...KARNATAKA_STARTUP,
  state: 'TS',
  esi: false,
  msmeDues: false,
  directorDetailsChangedOn: null,
};
const overview = (changes: Partial<ComplianceOverview> = {}): ComplianceOverview => ({
  today: '2026-11-26',
  filings: [],
  payments: [],
  settings: { reminderDays: 3 },
  profile: null,
  ...changes,
});

function setup(data: ComplianceOverview, table: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(signedInUser),
    'GET /api/your-ai-ca': () => ({ body: data }),
    ...table,
  });
  return { calls, ...renderRoutes([{ path: '/', Component: YourAiCa }]) };
}

describe('What applies to your company', () => {
  it('is asked when the calendar is first added; saved, the answers are sent as given and the calendar added', async () => {
    const { user, calls } = setup(overview(), {
      'PUT /api/your-ai-ca/profile': ({ body }) => ({ body }),
      'POST /api/your-ai-ca/calendar': () => ({ status: 201, body: { added: [mgt7, mgt7, mgt7] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Indian compliance calendar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'What applies to your company' }));
    await user.selectOptions(dialog.getByLabelText('Kind of company'), 'Small company (private limited)');
    await user.clear(dialog.getByLabelText('Incorporated on'));
    await user.type(dialog.getByLabelText('Incorporated on'), '07/15/2026');
    await user.selectOptions(dialog.getByLabelText('State of the registered office'), 'Telangana');
    await user.selectOptions(dialog.getByLabelText('GST'), 'Quarterly returns, monthly payment (QRMP)');
    await user.click(dialog.getByRole('switch', { name: 'Has salaried employees' }));
    await user.click(dialog.getByRole('switch', { name: 'Employees on PF (EPFO)' }));
    await user.click(dialog.getByRole('button', { name: 'Save and add the filings that apply' }));
    expect(await screen.findByText('3 filings added.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => [method, path, body])).toEqual(
      [
        ['PUT', '/api/your-ai-ca/profile', smallCompany],
        ['POST', '/api/your-ai-ca/calendar', undefined],
      ],
    );
  }, 20_000);

  it('says by its field what cannot be, and sends nothing: QRMP above ₹5 crore, PF without employees', async () => {
    const { user, calls } = setup(overview());
    await user.click(await screen.findByRole('button', { name: 'Add Indian compliance calendar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'What applies to your company' }));
    await user.selectOptions(dialog.getByLabelText('GST'), 'Quarterly returns, monthly payment (QRMP)');
    await user.click(dialog.getByRole('switch', { name: 'Turnover above ₹5 crore (GSTR-9C)' }));
    await user.click(dialog.getByRole('switch', { name: 'Employees on ESI (ESIC)' }));
    await user.click(dialog.getByRole('button', { name: 'Save and add the filings that apply' }));
    expect(
      await dialog.findByText('The quarterly scheme (QRMP) is only for a turnover up to ₹5 crore'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('switch', { name: 'Has salaried employees' })).toHaveAccessibleDescription(
      'PF and ESI are paid for employees: answer yes to employees',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks the dated questions where they apply (ADR 0083), and sends them as answered', async () => {
    const { user, calls } = setup(overview(), {
      'PUT /api/your-ai-ca/profile': ({ body }) => ({ body }),
      'POST /api/your-ai-ca/calendar': () => ({ status: 201, body: { added: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Indian compliance calendar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'What applies to your company' }));
    const maharashtraQuestion =
      'Paid ₹1 lakh or more of profession tax last year, or registered this year (monthly returns in Maharashtra)';
    // An OPC holds no AGM, and only a company that is not small meets every 120 days.
    await user.selectOptions(dialog.getByLabelText('Kind of company'), 'One person company (OPC)');
    expect(dialog.queryByLabelText('Annual general meeting (AGM) held or called for (optional)')).toBeNull();
    expect(dialog.queryByLabelText('Last board meeting held on (optional)')).toBeNull();
    await user.selectOptions(dialog.getByLabelText('Kind of company'), 'Private limited company');
    // Maharashtra's question is asked of an employer there only.
    await user.selectOptions(dialog.getByLabelText('State of the registered office'), 'Maharashtra');
    expect(dialog.queryByRole('switch', { name: maharashtraQuestion })).toBeNull();
    await user.click(dialog.getByRole('switch', { name: 'Has salaried employees' }));
    await user.click(dialog.getByRole('switch', { name: maharashtraQuestion }));
    await user.type(dialog.getByLabelText('Last board meeting held on (optional)'), '09/15/2026');
    await user.type(dialog.getByLabelText('Annual general meeting (AGM) held or called for (optional)'), '11/10/2026');
    await user.selectOptions(
      dialog.getByLabelText('Directors’ last DIR-3 KYC was for the financial year (optional)'),
      'FY 2024–25',
    );
    await user.click(dialog.getByRole('button', { name: 'Save and add the filings that apply' }));
    await screen.findByText('You already have every filing of the calendar.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...KARNATAKA_STARTUP,
      companyKind: 'private',
      incorporatedOn: '2026-11-26',
      state: 'MH',
      gstScheme: 'monthly',
      pf: false,
      esi: false,
      msmeDues: false,
      directorDetailsChangedOn: null,
      maharashtraPtMonthly: true,
      lastBoardMeetingOn: '2026-09-15',
      agmHeldOn: '2026-11-10',
      directorKycYear: 2024,
    });
  }, 20_000);

  it('says the API’s refusal of a dated answer by its field', async () => {
    const { user } = setup(overview({ profile: { ...smallCompany, companyKind: 'private' } }), {
      'PUT /api/your-ai-ca/profile': () => ({
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Enter a date',
            issues: [{ path: 'lastBoardMeetingOn', message: 'Enter a date' }],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'What applies to your company' }));
    const dialog = within(screen.getByRole('dialog', { name: 'What applies to your company' }));
    await user.type(dialog.getByLabelText('Last board meeting held on (optional)'), '09/15/2026');
    await user.click(dialog.getByRole('button', { name: 'Save and add the filings that apply' }));
    expect(await dialog.findByLabelText('Last board meeting held on (optional)')).toHaveAccessibleDescription(
      'Enter a date',
    );
  });

  it('changed later, shows the answers given; a filing they no longer bring stays, marked, with its rule’s checked date', async () => {
    const { user } = setup(overview({ profile: smallCompany, filings: [mgt7] }));
    const card = within(await screen.findByRole('article', { name: 'MGT-7 (annual return)' }));
    // A small company files MGT-7A: the MGT-7 added before is kept for the user to delete.
    expect(
      card.getByText('Your answers no longer bring this filing. Delete it if your company does not need it.'),
    ).toBeInTheDocument();
    expect(card.getByText('Rule checked Nov 26, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'What applies to your company' }));
    const dialog = within(screen.getByRole('dialog', { name: 'What applies to your company' }));
    expect(dialog.getByLabelText('Kind of company')).toHaveDisplayValue('Small company (private limited)');
    expect(dialog.getByLabelText('State of the registered office')).toHaveDisplayValue('Telangana');
    expect(dialog.getByLabelText('Incorporated on')).toHaveValue('07/15/2026');
    expect(dialog.getByRole('switch', { name: 'Employees on PF (EPFO)' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Employees on ESI (ESIC)' })).not.toBeChecked();
  });
});
