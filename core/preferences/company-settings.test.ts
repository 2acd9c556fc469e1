import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, proposeCompanySettings } from './company-settings';

const INDIA = { currency: 'INR', numberFormat: 'indian', dateFormat: 'dmy', fiscalYearStartMonth: 4 };
const BRITAIN = { currency: 'GBP', numberFormat: 'international', dateFormat: 'dmy', fiscalYearStartMonth: 4 };
const EURO = { currency: 'EUR', numberFormat: 'international', dateFormat: 'dmy', fiscalYearStartMonth: 1 };

describe('proposeCompanySettings', () => {
  it.each([
    // India's financial year runs April–March (Income-tax Act 1961, s. 3 "previous year"), amounts in lakhs.
    ['en-IN,en;q=0.9', INDIA],
    // Hindi with no region is India's (CLDR likely subtags: hi → hi-Deva-IN).
    ['hi', INDIA],
    // The UK's tax year starts in April; its companies often follow.
    ['en-GB', BRITAIN],
    ['fr-FR,fr;q=0.8', EURO],
    ['de', EURO],
    // The browser's best choice wins, by q-value, not by order.
    ['en-US;q=0.5,en-IN', INDIA],
    ['en-US', DEFAULT_COMPANY_SETTINGS],
    // Elsewhere, dollars, day/month/year (most of the world), January–December.
    ['ja-JP', { ...DEFAULT_COMPANY_SETTINGS, dateFormat: 'dmy' }],
    ['', DEFAULT_COMPANY_SETTINGS],
    ['*', DEFAULT_COMPANY_SETTINGS],
    ['not a tag!', DEFAULT_COMPANY_SETTINGS],
  ])('%j → %j', (header, expected) => expect(proposeCompanySettings(header)).toEqual(expected));

  it('proposes the defaults without a header', () =>
    expect(proposeCompanySettings(undefined)).toEqual(DEFAULT_COMPANY_SETTINGS));
});
