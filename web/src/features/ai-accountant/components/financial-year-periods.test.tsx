import type { CompanySettings } from '@core/preferences/company-settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, renderAccountant } from '@/test/accountant-test-fixtures';
import { INDIA } from '@/test/fake-api';

describe("the AI Accountant's financial year: the company's (ADR 0074)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers this and last financial year, the company’s April–March: on 29 Nov 2026, FY 2026–27', async () => {
    const { user, calls } = await renderAccountant();
    // 29 Nov 2026 is after 1 April 2026: its financial year runs 1 Apr 2026 – 31 Mar 2027.
    expect(lastQuery(calls)).toEqual({ from: ['2026-04-01'], to: ['2027-03-31'] });
    expect(screen.getByLabelText('Period', { selector: 'select' })).toHaveDisplayValue('Financial year (April–March)');
    expect(screen.getByLabelText('Financial year')).toHaveDisplayValue('FY 2026–27');
    expect(screen.getByText('1 Apr 2026 – 31 Mar 2027')).toBeTruthy();
    const thisYear = screen.getByRole('button', { name: 'This financial year' });
    const lastYear = screen.getByRole('button', { name: 'Last financial year' });
    expect([thisYear, lastYear].map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false']);

    await user.click(lastYear);
    // The one before: 1 Apr 2025 – 31 Mar 2026.
    await waitFor(() => expect(lastQuery(calls)).toEqual({ from: ['2025-04-01'], to: ['2026-03-31'] }));
    expect(screen.getByLabelText('Financial year')).toHaveDisplayValue('FY 2025–26');
    expect(screen.getByText('1 Apr 2025 – 31 Mar 2026')).toBeTruthy();
    expect([thisYear, lastYear].map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('takes a January start as the calendar year, FY 2026, whose quarters are the calendar’s', async () => {
    const january: CompanySettings = { ...INDIA, dateFormat: 'mdy', fiscalYearStartMonth: 1 };
    const { user, calls } = await renderAccountant({}, '/tool', january);
    expect(lastQuery(calls)).toEqual({ from: ['2026-01-01'], to: ['2026-12-31'] });
    expect(screen.getByLabelText('Period', { selector: 'select' })).toHaveDisplayValue(
      'Financial year (January–December)',
    );
    expect(screen.getByLabelText('Financial year')).toHaveDisplayValue('FY 2026');
    expect(screen.getByText('Jan 1, 2026 – Dec 31, 2026')).toBeTruthy();
    // From the year's first day, 1 January: Q1 is January–March 2026, Q4 October–December.
    await user.selectOptions(screen.getByLabelText('Period', { selector: 'select' }), 'Quarter of the financial year');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ from: ['2026-01-01'], to: ['2026-03-31'] }));
    await user.selectOptions(screen.getByLabelText('Quarter'), 'Q4');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ from: ['2026-10-01'], to: ['2026-12-31'] }));
  });
});
