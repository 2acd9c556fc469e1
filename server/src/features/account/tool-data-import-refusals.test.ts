import { describe, expect, it } from 'vitest';
import { expectJson } from '../../testing/use-test-server';
import { exportOf, importInto } from '../../testing/import-test-fixture';
import { BOOKS, send, useToolDataFixture } from '../../testing/tool-data-import-fixture';

/*
 * A bad row of Your AI CA's calendar or the AI Accountant's books in 'Import data' (ADR 0050, 0051): refused by its
 * place, and nothing of the file kept.
 */

const t = useToolDataFixture();

describe('Import data, with the calendar and the books', () => {
  describe('a bad row changes nothing and is named by its place (422)', () => {
    const calendar = () => structuredClone(t.exported.yourAiCa);
    const books = () => structuredClone(t.exported.aiAccountant);
    const withFiling = (changes: Record<string, unknown>) => ({
      ...t.exported,
      yourAiCa: { ...calendar(), filings: [calendar().filings[0], { ...calendar().filings[1], ...changes }] },
    });
    const withTransaction = (changes: Record<string, unknown>) => ({
      ...t.exported,
      aiAccountant: {
        ...books(),
        transactions: [...books().transactions.slice(0, 2), { ...books().transactions[2], ...changes }],
      },
    });
    const cases: [string, () => unknown, { path: string; message: string }][] = [
      [
        'a filing due on 30 February',
        () => withFiling({ dueDate: '2027-02-30' }),
        { path: 'yourAiCa.filings.1.dueDate', message: 'Enter a date' },
      ],
      [
        'a filing of a rule the app does not know',
        () => withFiling({ ruleId: 'gstr-10' }),
        { path: 'yourAiCa.filings.1.ruleId', message: 'Unknown calendar rule' },
      ],
      [
        'a filing with no name',
        () => withFiling({ type: ' ' }),
        { path: 'yourAiCa.filings.1.type', message: 'Filing type is required' },
      ],
      [
        'a payment neither completed nor pending',
        () => ({
          ...t.exported,
          yourAiCa: { ...calendar(), payments: [{ ...calendar().payments[0], status: 'paid' }] },
        }),
        { path: 'yourAiCa.payments.0.status', message: 'Choose completed or pending' },
      ],
      [
        'reminders 45 days ahead',
        () => ({ ...t.exported, yourAiCa: { ...calendar(), settings: { reminderDays: 45 } } }),
        { path: 'yourAiCa.settings.reminderDays', message: 'Enter a whole number of days from 0 to 30' },
      ],
      [
        'a transaction of 0',
        () => withTransaction({ amount: 0 }),
        {
          path: 'aiAccountant.transactions.2.amount',
          message: 'Enter an amount other than 0, with at most 2 decimals (negative for an expense)',
        },
      ],
      [
        'a transaction with no description',
        () => withTransaction({ description: '' }),
        { path: 'aiAccountant.transactions.2.description', message: 'Description is required' },
      ],
      [
        'a rule with no words',
        () => ({ ...t.exported, aiAccountant: { ...books(), rules: [{ contains: ' ', category: 'Misc' }] } }),
        { path: 'aiAccountant.rules.0.contains', message: 'Enter the words to look for' },
      ],
      [
        'two budget lines for one category',
        () => ({
          ...t.exported,
          aiAccountant: { ...books(), budgets: [...books().budgets, { category: 'marketing', monthly: 5 }] },
        }),
        { path: 'aiAccountant.budgets', message: 'Each category may have one budget line' },
      ],
      [
        'books in a currency the app does not keep',
        () => ({ ...t.exported, aiAccountant: { ...books(), settings: { currency: 'XYZ', mapping: null } } }),
        { path: 'aiAccountant.settings.currency', message: 'Choose a currency' },
      ],
    ];
    it.each(cases)('%s', async (_name, makeFile, issue) => {
      const client = await t.newAccount('bad-books');
      const before = await exportOf(client);
      const answer = await importInto(client, makeFile());
      const body = await expectJson<{ error: { code: string; issues: { path: string; message: string }[] } }>(
        answer,
        422,
      );
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.issues).toContainEqual(expect.objectContaining(issue));
      expect({ ...(await exportOf(client)), exportedAt: before.exportedAt }).toEqual(before);
    });

    it('a file that fails late (the rules past their cap) leaves nothing of it: no idea, filing, payment or transaction', async () => {
      const client = await t.newAccount('rules-full');
      const ninetyNine = Array.from({ length: 99 }, (_, index) => ({
        contains: `Vendor ${index + 1}`,
        category: 'Suppliers',
      }));
      await send(client, `${BOOKS}/rules`, { rules: ninetyNine }, 'PUT');
      // 99 rules of their own and the file's 2 make 101: one past the 100 the rules form allows.
      const body = await expectJson<{ error: { message: string; issues: { path: string; message: string }[] } }>(
        await importInto(client, t.exported),
        422,
      );
      expect(body.error.issues).toEqual([
        expect.objectContaining({ path: 'aiAccountant.rules', message: 'At most 100 rules' }),
      ]);
      const after = await exportOf(client);
      expect([
        after.ideas,
        after.yourAiCa.filings,
        after.yourAiCa.payments,
        after.aiAccountant.transactions,
        after.aiAccountant.budgets,
      ]).toEqual([[], [], [], [], []]);
      expect(after.aiAccountant.rules).toEqual(ninetyNine);
    });
  });
});
