/** Hard-coded sample data of the three sample tool pages (spec §3); nothing here is loaded from a server. */

export type BudgetLine = { name: string; allocated: number; spent: number; percentage: number };

/** amount is negative for an expense. */
export type Transaction = { id: string; description: string; amount: number; date: string; category: string };

export type DomainStatus = 'available' | 'taken' | 'expiring';
export type TrackedDomain = { name: string; status: DomainStatus; price: number; lastChecked: string; expiryDate?: string };

export const BRAND_CATEGORIES = ['Modern', 'Creative', 'Tech', 'Professional'] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];
export type BrandName = { name: string; available: boolean; domain: string };

/** How long brand name generation pretends to work. */
export const BRAND_GENERATION_DELAY_MS = 2000;

export const SAMPLE_BUDGET: readonly BudgetLine[] = [
  { name: 'Marketing', allocated: 2_00_000, spent: 2_20_000, percentage: 110 },
  { name: 'Operations', allocated: 1_50_000, spent: 1_20_000, percentage: 80 },
  { name: 'Development', allocated: 3_00_000, spent: 1_80_000, percentage: 60 },
  { name: 'Salaries', allocated: 5_00_000, spent: 4_75_000, percentage: 95 },
];

export const SAMPLE_TRANSACTIONS: readonly Transaction[] = [
  { id: 'txn-1', description: 'Client payment: Acme Retail', amount: 3_50_000, date: '2025-06-28', category: 'Revenue' },
  { id: 'txn-2', description: 'AWS hosting', amount: -42_000, date: '2025-06-25', category: 'Development' },
  { id: 'txn-3', description: 'Subscription revenue', amount: 1_80_000, date: '2025-06-22', category: 'Revenue' },
  { id: 'txn-4', description: 'Google Ads campaign', amount: -65_000, date: '2025-06-18', category: 'Marketing' },
  { id: 'txn-5', description: 'Office rent', amount: -55_000, date: '2025-06-05', category: 'Operations' },
];

export const SAMPLE_TRACKED_DOMAINS: readonly TrackedDomain[] = [
  { name: 'foundertoolkit.com', status: 'taken', price: 12.99, lastChecked: '2025-06-30', expiryDate: '2026-03-14' },
  { name: 'foundertoolkit.io', status: 'available', price: 39.99, lastChecked: '2025-06-30' },
  { name: 'launchpad.in', status: 'expiring', price: 8.99, lastChecked: '2025-06-29', expiryDate: '2025-07-21' },
];

export const SAMPLE_SUGGESTED_DOMAINS: readonly string[] = [
  'foundertoolkit.app',
  'foundertoolkit.co',
  'foundertoolkit.dev',
  'foundertoolkit.ai',
  'getfoundertoolkit.com',
  'foundertoolkithq.com',
  'tryfoundertoolkit.com',
  'foundertoolkit.co.in',
];

export const SAMPLE_BRAND_NAMES: Readonly<Record<BrandCategory, readonly BrandName[]>> = {
  Modern: [
    { name: 'Nexora', available: true, domain: 'nexora.com' },
    { name: 'Vantly', available: false, domain: 'vantly.com' },
    { name: 'Zentro', available: true, domain: 'zentro.io' },
    { name: 'Lumio', available: false, domain: 'lumio.com' },
  ],
  Creative: [
    { name: 'Sparkloom', available: true, domain: 'sparkloom.com' },
    { name: 'Idea Orchard', available: true, domain: 'ideaorchard.com' },
    { name: 'Canvasly', available: false, domain: 'canvasly.com' },
    { name: 'Muse Mill', available: true, domain: 'musemill.co' },
  ],
  Tech: [
    { name: 'ByteForge', available: false, domain: 'byteforge.com' },
    { name: 'Stackwise', available: true, domain: 'stackwise.dev' },
    { name: 'Quantix', available: false, domain: 'quantix.io' },
    { name: 'CloudNest', available: true, domain: 'cloudnest.ai' },
  ],
  Professional: [
    { name: 'Meridian Partners', available: true, domain: 'meridianpartners.in' },
    { name: 'Keystone Advisory', available: false, domain: 'keystoneadvisory.com' },
    { name: 'Summit Ledger', available: true, domain: 'summitledger.com' },
    { name: 'Crestline Group', available: true, domain: 'crestlinegroup.co' },
  ],
};

const fractionDigits = (amount: number) => (Number.isInteger(amount) ? 0 : 2);

/** Rupees with Indian digit grouping: 125000 → '₹1,25,000'; -5000 → '-₹5,000'. */
export function formatInr(amount: number): string {
  const digits = fractionDigits(amount);
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** A price in dollars with cents: 12.99 → '$12.99' (the board's amounts are whole dollars: web/src/lib/format.ts). */
export function formatUsdPrice(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** An ISO date as the pages show it: '2025-07-20' → '20 Jul 2025' (read as UTC, so the same everywhere). */
export function formatSampleDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));
}
