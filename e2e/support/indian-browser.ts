import type { BrowserContextOptions } from 'playwright-core';

/**
 * An Indian founder's browser (en-IN): its pages and its sign-up request (which page.request sends, without the
 * locale's header) ask for en-IN, so sign-up proposes India's company setting — rupees in lakhs, dates day first, the
 * financial year April–March (ADR 0070). `address`: its own, outside the stack's 198.51.100.0–249 (rate limits).
 */
export const indianBrowser = (address: string): BrowserContextOptions => ({
  locale: 'en-IN',
  extraHTTPHeaders: { 'x-forwarded-for': address, 'accept-language': 'en-IN,en;q=0.9' },
});
