import { describe, expect, it } from 'vitest';
import { z } from '../../zod';
import {
  complianceSettingsInputSchema,
  fileFilingInputSchema,
  filingInputSchema,
  paymentInputSchema,
} from './compliance-contracts';

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the compliance contracts', () => {
  it('take a filing, trimmed, and say what is wrong with each field', () => {
    expect(
      z.parse(filingInputSchema, { type: '  GSTR-9 ', period: '2026-04', dueDate: '2027-12-31', recurrence: 'yearly' }),
    ).toEqual({
      type: 'GSTR-9',
      period: '2026-04',
      dueDate: '2027-12-31',
      recurrence: 'yearly',
    });
    expect(
      issues(filingInputSchema, { type: ' ', period: '2026-4', dueDate: '2027-02-29', recurrence: 'weekly' }),
    ).toEqual([
      ['type', 'Filing type is required'],
      ['period', 'Enter a month'],
      ['dueDate', 'Enter a date'],
      ['recurrence', 'Choose monthly, quarterly, yearly or once'],
    ]);
  });

  it('take amounts to the paisa/cent, from 0 up to the limit', () => {
    const paid = (amount: unknown) => issues(fileFilingInputSchema, { filedOn: '2026-11-26', amount });
    expect([paid(0), paid(12750.5), paid(0.29), paid(1_000_000_000_000), paid(null)]).toEqual([[], [], [], [], []]);
    const message = 'Enter an amount from 0 to 1000000000000, with at most 2 decimals';
    expect([paid(-0.01), paid(10.005), paid(1_000_000_000_000.01), paid('5')]).toEqual(
      Array(4).fill([['amount', message]]),
    );
  });

  it('keep a payment in rupees unless told otherwise', () => {
    const payment = { description: 'TDS for October', amount: 12750, paidOn: '2026-11-07', status: 'completed' };
    expect(z.parse(paymentInputSchema, payment).currency).toBe('INR');
    expect(z.parse(paymentInputSchema, { ...payment, currency: 'EUR' }).currency).toBe('EUR');
    expect(issues(paymentInputSchema, { ...payment, status: 'paid' })).toEqual([
      ['status', 'Choose completed or pending'],
    ]);
  });

  it('take reminder days as a whole number from 0 to 30', () => {
    const message = 'Enter a whole number of days from 0 to 30';
    expect([0, 3, 30].map((reminderDays) => issues(complianceSettingsInputSchema, { reminderDays }))).toEqual([
      [],
      [],
      [],
    ]);
    expect([-1, 31, 2.5].map((reminderDays) => issues(complianceSettingsInputSchema, { reminderDays }))).toEqual(
      Array(3).fill([['reminderDays', message]]),
    );
  });
});
