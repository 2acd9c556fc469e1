import { importInputSchema } from '../core/tools/ai-accountant/statement-import-contracts';
import { readStatement, type ColumnMapping } from '../core/tools/ai-accountant/statement-import';
import { statementTableOf } from '../core/tools/ai-accountant/statement-layout';
import { z } from '../core/zod';
import { user } from '../server/src/db/schema';
import { accountantTransactions } from '../server/src/features/ai-accountant/ai-accountant.tables';
import { importStatement, previewImport } from '../server/src/features/ai-accountant/statement-import.service';
import { count } from 'drizzle-orm';
import { fmt, onEachTarget, verdict, type Target } from './bench-targets';

const ROWS = 10_000;
const BUDGET_MS = 5_000;
const MAPPING: ColumnMapping = {
  date: 'Txn Date',
  description: 'Narration',
  dateFormat: 'DD/MM/YYYY',
  amountKind: 'split',
  debit: 'Withdrawal',
  credit: 'Deposit',
};

/**
 * A bank statement of 10,000 rows over a financial year: every 7th a deposit, the rest withdrawals, every 50th
 * repeating the row before (a real repeat: kept, ADR 0081).
 */
function statement(): string {
  const lines = ['Txn Date,Narration,Withdrawal,Deposit'];
  for (let i = 0; i < ROWS; i++) {
    const n = i % 50 === 49 ? i - 1 : i;
    const day = new Date(Date.UTC(2025, 3, 1) + (n % 365) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const amount = `"${(1000 + (n % 997) * 13.5).toLocaleString('en-IN', { minimumFractionDigits: 2 })}"`;
    lines.push(
      n % 7 === 0
        ? `${date},Invoice ${n} from a client,,${amount}`
        : `${date},${n % 3 === 0 ? 'AWS' : 'Vendor'} payment ${n},${amount},`,
    );
  }
  return lines.join('\r\n');
}

/**
 * Reading, checking, previewing and importing the statement as the page and the API do; then the same file again:
 * every row recognised as already imported, and skipped as the founder confirms.
 */
async function benchOn(target: Target) {
  await target.database.migrate();
  const { db } = target.database;
  await db
    .insert(user)
    .values({ id: 'bench-books', name: 'Bench Books', email: 'books@bench.example', emailVerified: true });
  const text = statement();
  const run = async () => {
    const started = performance.now();
    const { rows, problems } = readStatement(statementTableOf(text), MAPPING);
    const read = performance.now();
    const body = JSON.parse(
      JSON.stringify({ transactions: rows.map(({ date, description, amount }) => ({ date, description, amount })) }),
    ) as unknown;
    const checked = z.parse(importInputSchema, body);
    const validated = performance.now();
    const { alreadyImported } = await previewImport(db, 'bench-books', checked.transactions);
    const result = await importStatement(db, 'bench-books', { ...checked, skip: alreadyImported });
    const done = performance.now();
    return {
      problems: problems.length,
      result,
      read: read - started,
      validate: validated - read,
      store: done - validated,
      total: done - started,
    };
  };
  const first = await run();
  const second = await run();
  const [held] = await db.select({ n: count() }).from(accountantTransactions);
  console.log(`\nAI Accountant: a ${fmt(ROWS)}-row bank statement imported — ${target.label}`);
  for (const [label, figures] of [
    ['first import', first],
    ['the same file again, confirmed', second],
  ] as const) {
    console.log(
      `  ${label}: ${fmt(figures.total)} ms (read ${fmt(figures.read)}, check ${fmt(figures.validate)}, store ${fmt(figures.store)}): ` +
        `${fmt(figures.result.imported)} imported, ${fmt(figures.result.recognised)} recognised and skipped, ${figures.problems} bad rows — budget ${fmt(BUDGET_MS)} ms: ${verdict(figures.total < BUDGET_MS)}`,
    );
  }
  console.log(`  transactions kept: ${fmt(held?.n ?? 0)}`);
}

export const benchAiAccountantImport = () => onEachTarget('AI Accountant import', benchOn);
