import { brandNameListDocuments } from '../core/tools/brand-name-suggester/brand-name-lists';
import { equityScenarioDocuments } from '../core/tools/equity-split/equity-scenarios';
import { DEFAULT_VESTING } from '../core/tools/equity-split/vesting';
import { esopPlanDocuments } from '../core/tools/esop-planner/esop-plans';
import { financeModelDocuments } from '../core/tools/finance-model-creator/finance-model-documents';
import { marketDocuments } from '../core/tools/market-research-agent/market-documents';
import { pitchDeckDocuments } from '../core/tools/pitch-maker/pitch-decks';
import { pricingAnalysisDocuments } from '../core/tools/pricing-strategy-simulator/pricing-analyses';
import { termSheetAnalysisDocuments } from '../core/tools/term-sheet-translator/analyses';
import { defaultExitValues } from '../core/tools/term-sheet-translator/waterfall-inputs';
import { researchPlanDocuments } from '../core/tools/user-research-bot/research-plans';
import { validationBoardDocuments } from '../core/tools/validation-agent/validation-boards';
import { saved } from './founder-seed';

/*
 * The documents the bench founder saved in the tools that keep documents (bench/lighthouse-pages.ts): one company's
 * work, as a founder would have it a year in — ClinicDesk, appointment and billing software for India's small clinics
 * at ₹2,000 a seat a month, three founders, a ₹4 crore seed round. Every figure in rupees; each document's data is
 * typed by its tool's schema here and checked by it on the server.
 */

export const EQUITY_SCENARIO = saved(equityScenarioDocuments, 'Founders at incorporation', {
  founders: (
    [
      ['Priya Raman', 'CEO', 60, 100, 70, DEFAULT_VESTING],
      ['Arjun Mehta', 'CTO', 40, 100, 85, DEFAULT_VESTING],
      ['Kavya Iyer', 'COO, part-time', 20, 50, 65, { totalMonths: 36, cliffMonths: 6 }],
    ] as const
  ).map(([name, role, contribution, commitment, experience, vesting], i) => ({
    id: `founder-${i + 1}`,
    name,
    role,
    contribution,
    commitment,
    experience,
    vesting,
  })),
});

export const ESOP_PLAN = saved(esopPlanDocuments, 'ESOP 2026 before the seed round', {
  currency: 'INR',
  company: { fullyDilutedShares: 1_000_000, pool: { unit: 'percent', value: 10 } },
  grants: (
    [
      ['Rohan Das', 'Founding engineer', 15_000, '2025-06-01'],
      ['Sneha Kulkarni', 'Product designer', 8_000, '2025-09-15'],
      ['Imran Sheikh', 'Head of sales', 12_000, '2026-01-05'],
      ['Meera Nair', 'Customer success lead', 5_000, '2026-04-01'],
    ] as const
  ).map(([holder, role, shares, grantDate], i) => ({
    id: `grant-${i + 1}`,
    holder,
    role,
    amount: { unit: 'shares' as const, value: shares },
    grantDate,
    // The shares' face value: options granted at par, as Indian startups usually do.
    strikePrice: 10,
    vestingYears: 4,
    cliffMonths: 12,
  })),
  round: { preMoney: 160_000_000, investment: 40_000_000, targetPoolPercent: 12 },
  // The equity scenario's split.
  founders: [
    { id: 'founder-1', name: 'Priya Raman', percent: 39 },
    { id: 'founder-2', name: 'Arjun Mehta', percent: 38 },
    { id: 'founder-3', name: 'Kavya Iyer', percent: 23 },
  ],
});

export const FINANCE_MODEL = saved(financeModelDocuments, 'Plan to Series A', {
  currency: 'INR',
  months: 36,
  startingCash: 6_000_000,
  costOfRevenuePercent: 15,
  streams: [
    {
      id: 'stream-1',
      name: 'Clinic subscriptions',
      kind: 'recurring',
      start: 300_000,
      price: 0,
      growthPercent: 8,
      churnPercent: 1.5,
    },
    {
      id: 'stream-2',
      name: 'Onboarding and data migration',
      kind: 'units',
      start: 10,
      price: 15_000,
      growthPercent: 5,
      churnPercent: 0,
    },
  ],
  headcount: [
    { id: 'role-1', role: 'Founder, CEO', monthlyCost: 150_000, startMonth: 1 },
    { id: 'role-2', role: 'Founder, CTO', monthlyCost: 150_000, startMonth: 1 },
    { id: 'role-3', role: 'Founder, COO', monthlyCost: 80_000, startMonth: 1 },
    { id: 'role-4', role: 'Backend engineer', monthlyCost: 120_000, startMonth: 7 },
    { id: 'role-5', role: 'Frontend engineer', monthlyCost: 110_000, startMonth: 7 },
    { id: 'role-6', role: 'Sales lead, Pune', monthlyCost: 100_000, startMonth: 9 },
  ],
  expenses: [
    { id: 'expense-1', name: 'AWS, Mumbai region', kind: 'fixed', value: 60_000 },
    { id: 'expense-2', name: 'Office rent, HSR Layout', kind: 'fixed', value: 90_000 },
    { id: 'expense-3', name: 'Clinic outreach and events', kind: 'fixed', value: 150_000 },
    { id: 'expense-4', name: 'Payment gateway fees', kind: 'percent', value: 2 },
  ],
  funding: [{ id: 'funding-1', name: 'Seed round', month: 6, amount: 40_000_000 }],
});

const source = (value: number, note: string) => ({ value, note });

export const MARKET = saved(marketDocuments, 'Small clinics in India', {
  currency: 'INR',
  topDown: {
    customers: source(200_000, 'Private clinics with 1–5 doctors in tier 1 and 2 cities (industry report, 2025)'),
    annualSpend: source(48_000, 'Two seats at ₹2,000 a month'),
    serviceablePercent: source(35, 'Clinics already billing on a computer'),
    obtainablePercent: source(3, 'What a good regional sales team reaches in three years'),
  },
  bottomUp: {
    customers: source(1_500, 'Clinics in Bengaluru, Pune and Hyderabad we can visit'),
    price: source(4_000, 'Two seats a clinic'),
    purchasesPerYear: source(12, 'Billed monthly'),
  },
  overview: {
    text: 'Small clinics run appointments on WhatsApp and billing on paper. Most already use a computer at the front desk, and UPI made them used to paying for software by the month.',
    aiDraft: false,
  },
});

export const PITCH_DECK = saved(pitchDeckDocuments, 'Seed deck, March 2026', {
  ideaId: null,
  slides: (
    [
      ['problem', 'Problem', 'Small clinics lose a fifth of their appointments to no-shows and bill on paper.'],
      ['solution', 'Solution', 'ClinicDesk: appointments, WhatsApp reminders and GST invoices in one screen.'],
      ['whyNow', 'Why now', 'UPI and ABHA health IDs made clinics digital; they now pay for software monthly.'],
      ['market', 'Market', '2 lakh small clinics in tier 1 and 2 cities; ₹336 crore serviceable a year.'],
      ['product', 'Product', 'Front desk app, doctor app and a patient page; works on a ₹15,000 Android tablet.'],
      ['businessModel', 'Business model', '₹2,000 a seat a month; onboarding ₹15,000 a clinic.'],
      ['traction', 'Traction: ₹3 lakh MRR', '150 seats in 70 clinics, growing 8 % a month, churn 1.5 %.'],
      ['competition', 'Competition', 'Practo Ray and spreadsheets; we win on WhatsApp and GST billing.'],
      ['team', 'Team', 'Priya (CEO, ex-Practo), Arjun (CTO, ex-Razorpay), Kavya (COO, a clinic owner).'],
      ['ask', 'The ask', '₹4 crore for 18 months: 3 cities, 600 clinics, Series A readiness.'],
    ] as const
  ).map(([kind, title, body], i) => ({ id: `slide-${i + 1}`, kind, title, body, aiDraft: false })),
});

export const PRICING_ANALYSIS = saved(pricingAnalysisDocuments, 'Seat pricing 2026', {
  currency: 'INR',
  tiers: [
    { id: 'tier-1', name: 'Solo doctor', price: 999, share: 45 },
    { id: 'tier-2', name: 'Clinic', price: 2_000, share: 40 },
    { id: 'tier-3', name: 'Multi-clinic', price: 4_999, share: 15 },
  ],
  demand: { customers: 320, lossPer10Percent: 6 },
  economics: { grossMargin: 82, monthlyChurn: 1.5, cac: 18_000 },
  // Van Westendorp answers of six clinic owners: too cheap, cheap, expensive, too expensive.
  answers: [
    [500, 1_000, 2_500, 4_000],
    [700, 1_200, 3_000, 5_000],
    [400, 800, 2_000, 3_500],
    [1_000, 1_500, 3_000, 4_500],
    [600, 1_000, 2_500, 4_000],
    [1_000, 2_000, 4_000, 7_000],
  ],
});

export const TERM_SHEET_ANALYSIS = saved(termSheetAnalysisDocuments, 'Seed term sheet from Kaveri Ventures', {
  text: `Term sheet for the seed round of ClinicDesk Technologies Pvt. Ltd. (non-binding)

Investors: Kaveri Ventures Fund II and angels it brings in.
Amount: ₹4 crore, for compulsorily convertible preference shares (CCPS).
Valuation: ₹16 crore pre-money, which is a post-money valuation of ₹20 crore.
Liquidation preference: 1x of the amount invested, non-participating; the investors may instead convert and share as equity holders.
Anti-dilution: broad-based weighted average.
ESOP pool: 12% of the fully diluted capital after the round.
Board: three directors, two appointed by the promoters and one by the investors.
Founder vesting: the promoters' shares vest over four years with a one-year cliff, with credit for one year served.
Exclusivity: 45 days from signing.`,
  currency: 'INR',
  waterfall: {
    series: [
      { name: 'Series A', investment: 40_000_000, postMoney: 200_000_000, multiple: 1, participation: 'none', cap: 3 },
    ],
    seniority: 'stacked',
    exitValues: defaultExitValues(200_000_000),
  },
});

export const RESEARCH_PLAN = saved(researchPlanDocuments, 'No-shows at small clinics', {
  idea: null,
  questions: [
    'Walk me through yesterday at the front desk.',
    'How do patients book an appointment today?',
    'What happens when a patient does not come?',
    'How do you remind patients of their appointment?',
    'What software have you paid for, and why did you stop?',
  ].map((text, i) => ({ id: `question-${i + 1}`, text, aiDraft: false })),
  interviews: (
    [
      ['Dr Anand Rao, dentist, Jayanagar', '2026-02-10', 'Books on WhatsApp and a paper register; 4 no-shows a day.'],
      ['Farzana, receptionist at a paediatric clinic, Pune', '2026-02-12', 'GST invoices typed in Word.'],
      ['Dr Lakshmi Menon, physiotherapist, Kochi', '2026-02-18', 'Tried Practo Ray; stopped, paid yearly.'],
    ] as const
  ).map(([who, when, notes], i) => ({ id: `interview-${i + 1}`, who, when, notes })),
  quotes: (
    [
      ['interview-1', 'I spend my evenings calling patients so they come the next day.', ['no-shows', 'reminders']],
      ['interview-2', 'Month-end GST takes me two full days.', ['billing', 'gst']],
      ['interview-3', 'I would pay every month, not a year in advance.', ['pricing']],
      ['interview-1', 'Half my patients only answer on WhatsApp.', ['reminders', 'whatsapp']],
    ] as const
  ).map(([interviewId, text, tags], i) => ({ id: `quote-${i + 1}`, interviewId, text, tags: [...tags] })),
  insights: {
    text: 'No-shows and GST billing are the two pains every clinic named. Reminders on WhatsApp sell the product; monthly billing removes the objection to price.',
    aiDraft: false,
  },
});

export const VALIDATION_BOARD = saved(validationBoardDocuments, 'ClinicDesk riskiest assumptions', {
  idea: null,
  assumptions: (
    [
      [
        'problem',
        'Clinics lose at least 3 appointments a day to no-shows',
        'Count no-shows in 10 clinics for two weeks',
        'At least 3 a day on average',
        'validated',
        '4.2 a day across 10 clinics',
      ],
      [
        'willingnessToPay',
        'Clinics pay ₹2,000 a seat a month for reminders and billing',
        'Pre-sell to 20 clinics with a 30-day pilot',
        '8 of 20 convert to paid',
        'validated',
        '11 of 20 paid after the pilot',
      ],
      [
        'channel',
        'Pharma sales reps can introduce us to clinics',
        'Partner with 3 reps in Bengaluru for a month',
        '15 qualified clinics',
        'invalidated',
        'Only 4 introductions; reps would not stake their relationships',
      ],
      [
        'solution',
        'Receptionists set it up without our help',
        'Self-serve onboarding for 10 new clinics',
        '7 of 10 live within a day',
        'notStarted',
        '',
      ],
    ] as const
  ).map(([kind, statement, method, successCriterion, status, result], i) => ({
    id: `assumption-${i + 1}`,
    kind,
    statement,
    aiDraft: false,
    experiment: { method, successCriterion, status, result },
  })),
});

const BRAND_REQUEST = {
  businessType: 'Clinic software',
  keywords: 'clinic, care, desk',
  description: 'Appointments, reminders and billing for small clinics',
};

/** A name list generated from what the founder typed (the page makes the same names again), four names kept. */
export const BRAND_NAME_LIST = saved(brandNameListDocuments, 'Names for the rebrand', {
  inputs: BRAND_REQUEST,
  generated: BRAND_REQUEST,
  names: (
    [
      ['Clinicly', 'clinicly.com', 'Modern', true, true, 'available'],
      ['Deskly', 'deskly.com', 'Modern', true, false, 'registered'],
      ['Carenest', 'carenest.com', 'Creative', true, true, 'available'],
      ['ClinicHub', 'clinichub.com', 'Tech', false, true, 'registered'],
    ] as const
  ).map(([name, domain, category, liked, isSaved, status]) => ({
    name,
    domain,
    category,
    source: 'generator' as const,
    aiDraft: false,
    liked,
    saved: isSaved,
    check: { status, checkedAt: '2026-03-02T10:30:00.000Z' },
  })),
});
