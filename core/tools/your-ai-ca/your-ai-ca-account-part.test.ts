import { describe, expect, it } from 'vitest';
import { importedYourAiCaSchema } from './your-ai-ca-account-part';

describe('importedYourAiCaSchema', () => {
  const filing = {
    type: 'TDS deposit',
    ruleId: 'tds-deposit',
    period: '2026-11',
    dueDate: '2026-12-07',
    recurrence: 'monthly',
  };
  const filingsOf = (...filings: unknown[]) => importedYourAiCaSchema.parse({ filings }).filings;

  it('keeps a calendar filing’s rule while its period and recurrence are the rule’s, and fills what a hand-made file leaves out', () => {
    expect(filingsOf(filing)).toEqual([{ ...filing, filedOn: null, reference: null, amount: null }]);
  });

  it('refuses a rule the app does not know; whether a known one still applies is the import’s (keepsRule)', () => {
    const issues = importedYourAiCaSchema
      .safeParse({ filings: [{ ...filing, ruleId: 'gstr-10' }] })
      .error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
    expect(issues).toEqual([{ path: 'filings.0.ruleId', message: 'Unknown calendar rule' }]);
    expect(filingsOf({ ...filing, recurrence: 'quarterly' })[0]!.ruleId).toBe('tds-deposit');
  });

  it('reads an empty reference as none, and the rest as the File Now form does', () => {
    expect(filingsOf({ ...filing, filedOn: '2026-12-05', reference: '  ', amount: 1250.5 })[0]).toMatchObject({
      filedOn: '2026-12-05',
      reference: null,
      amount: 1250.5,
    });
    const issues = importedYourAiCaSchema
      .safeParse({ filings: [{ ...filing, amount: 12.345 }] })
      .error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
    expect(issues).toEqual([
      { path: 'filings.0.amount', message: 'Enter an amount from 0 to 1000000000000, with at most 2 decimals' },
    ]);
  });
});
