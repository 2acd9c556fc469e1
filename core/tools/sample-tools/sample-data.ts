/** Hard-coded sample data of the sample tool pages (spec §3); nothing here is loaded from a server. */

export type DomainStatus = 'available' | 'taken' | 'expiring';
export type TrackedDomain = { name: string; status: DomainStatus; price: number; lastChecked: string; expiryDate?: string };

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

/** A price in dollars with cents: 12.99 → '$12.99' (the board's amounts are whole dollars: web/src/lib/format.ts). */
export function formatUsdPrice(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** An ISO date as the pages show it: '2025-07-20' → '20 Jul 2025' (read as UTC, so the same everywhere). */
export function formatSampleDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));
}
