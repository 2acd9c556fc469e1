import { proposeCompanySettings } from '../core/preferences/company-settings';
import type { UpdatePreferencesInput } from '../core/preferences/preferences-contracts';
import type { AdvisorProfileInput } from '../core/tools/advisors-directory/advisor-profile';
import type { TransactionInput } from '../core/tools/ai-accountant/accountant-contracts';
import type { Budget } from '../core/tools/ai-accountant/books';
import type { AssessmentAnswers } from '../core/tools/cofounder-fit/cofounder-assessment';
import type { PaymentInput } from '../core/tools/your-ai-ca/compliance-contracts';
import type { CompanyProfile } from '../core/tools/your-ai-ca/company-profile';
import { DELHI_PRIVATE } from '../core/tools/your-ai-ca/company-profile-fixtures';
import type { SeedRequest } from './founder-seed';

/*
 * What the bench founder of bench/tool-documents-seed.ts's company keeps in the tools with data of their own, saved
 * through each tool's routes, and the company setting the founder chose.
 */

/** The company setting sign-up proposes to an Indian browser (rupees in lakhs, dates day first, April–March years). */
export const INDIAN_COMPANY: SeedRequest = {
  method: 'PATCH',
  path: '/api/preferences',
  body: proposeCompanySettings('en-IN') satisfies UpdatePreferencesInput,
};

/** Two results of the co-founder fit assessment, answered with each co-founder in mind (ratings in question order). */
export const ASSESSMENTS: SeedRequest[] = (
  [
    [5, 4, 4, 3, 5, 5, 4, 3, 4, 4],
    [4, 3, 5, 4, 4, 3, 3, 4, 3, 5],
  ] satisfies AssessmentAnswers[]
).map((answers) => ({ method: 'POST', path: '/api/assessments', body: { answers } }));

/**
 * Your AI CA: what applies to the company (ADR 0079: a Karnataka private limited company filing GST monthly, under
 * ₹5 crore, with staff on PF), then India's compliance calendar from today for it, and the month's tax payments.
 */
export const COMPLIANCE: SeedRequest[] = [
  {
    method: 'PUT',
    path: '/api/your-ai-ca/profile',
    // The Delhi company of the calendar's tests, moved to Karnataka with employees on PF.
    body: {
      ...DELHI_PRIVATE,
      incorporatedOn: '2023-06-12',
      state: 'KA',
      employees: true,
      pf: true,
    } satisfies CompanyProfile,
  },
  { method: 'POST', path: '/api/your-ai-ca/calendar' },
  ...(
    [
      { description: 'GST for October (GSTR-3B)', amount: 142_560, paidOn: '2026-11-20', status: 'completed' },
      { description: 'TDS on salaries, October', amount: 38_400, paidOn: '2026-11-07', status: 'completed' },
      { description: 'Advance tax, third instalment', amount: 225_000, paidOn: '2026-12-15', status: 'pending' },
    ] satisfies PaymentInput[]
  ).map((body) => ({ method: 'POST' as const, path: '/api/your-ai-ca/payments', body })),
];

/** A month of the books in the financial year 2025-26 (0: April 2025): revenue growing ₹20,000 a month, costs flat. */
const monthOfBooks = (index: number): TransactionInput[] => {
  const month = ((index + 3) % 12) + 1;
  const two = (n: number) => String(n).padStart(2, '0');
  const day = (d: number) => `${month >= 4 ? 2025 : 2026}-${two(month)}-${two(d)}`;
  return [
    {
      date: day(5),
      description: 'Razorpay settlement: clinic subscriptions',
      amount: 300_000 + 20_000 * index,
      category: 'Subscriptions',
    },
    { date: day(1), description: 'Salaries', amount: -420_000, category: 'Salaries' },
    { date: day(3), description: 'AWS Mumbai region', amount: -58_000, category: 'Cloud hosting' },
    { date: day(2), description: 'Office rent, HSR Layout', amount: -90_000, category: 'Rent' },
    { date: day(20), description: 'GST payment (GSTR-3B)', amount: -54_000, category: 'Taxes' },
  ];
};

/**
 * The AI Accountant's books for the financial year 2025-26, imported as a bank statement is, and the monthly budgets.
 * Revenue over the year: 12 × ₹3,00,000 + ₹20,000 × (0 + 1 + … + 11) = ₹36,00,000 + ₹13,20,000 = ₹49,20,000.
 */
export const BOOKS: SeedRequest[] = [
  {
    method: 'POST',
    path: '/api/ai-accountant/imports',
    body: { transactions: Array.from({ length: 12 }, (_, index) => monthOfBooks(index)).flat() },
  },
  {
    method: 'PUT',
    path: '/api/ai-accountant/budgets',
    body: {
      budgets: [
        { category: 'Salaries', monthly: 450_000 },
        { category: 'Cloud hosting', monthly: 60_000 },
        { category: 'Rent', monthly: 90_000 },
      ] satisfies Budget[],
    },
  },
];

/** The names the bench's registry (test-support/rdap-server.ts) holds as registered; any other .com is free. */
export const REGISTERED_DOMAINS = { 'clinicdesk.com': { expiresAt: '2027-08-14T04:00:00Z' } } as const;

/** The Domain Tracker's watch list: the name the company wants, held by someone else, and two free ones. */
export const TRACKED_DOMAINS: SeedRequest[] = ['clinicdesk.com', 'getclinicdesk.com', 'clinicdesk.net'].map((name) => ({
  method: 'POST',
  path: '/api/domain-tracker',
  body: { name },
}));

/** The founder's own advisor profile in the Advisors Directory, published (the directory lists it as theirs). */
export const ADVISOR_PROFILE: SeedRequest = {
  method: 'PUT',
  path: '/api/advisors-directory/profile',
  body: {
    headline: 'Healthcare SaaS founder, selling to clinics in India',
    expertise: ['Sales to clinics', 'Pricing in rupees'],
    industries: ['Healthcare'],
    howTheyHelp: 'I help first-time founders sell software to small clinics and price it for India.',
    hoursPerMonth: 2,
    openTo: ['calls'],
    contactPreference: 'email',
    link: 'https://clinicdesk.example/team',
  } satisfies AdvisorProfileInput,
};
