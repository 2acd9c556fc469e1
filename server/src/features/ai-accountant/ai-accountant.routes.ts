import {
  budgetsInputSchema,
  periodQuerySchema,
  rulesInputSchema,
  settingsInputSchema,
  transactionChangesSchema,
  newTransactionSchema,
} from '@core/tools/ai-accountant/accountant-contracts';
import { importInputSchema, importPreviewSchema } from '@core/tools/ai-accountant/statement-import-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { getBooks, saveBudgets, saveRules, saveSettings, transactionsIn } from './books.service';
import { importStatement, previewImport } from './statement-import.service';
import { addTransaction, applyRules, deleteTransaction, updateTransaction } from './transactions.service';

/** /api/ai-accountant: the signed-in founder's own books (ADR 0051); nobody else's, a visitor none. */
export function aiAccountantRoutes(db: Db, readSession: SessionReader) {
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/books', validate('query', periodQuerySchema), async (c) =>
      c.json(await getBooks(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .get('/transactions', validate('query', periodQuerySchema), async (c) =>
      c.json(await transactionsIn(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .post('/transactions', validate('json', newTransactionSchema), async (c) =>
      c.json(await addTransaction(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .patch('/transactions/:id', validate('json', transactionChangesSchema), async (c) =>
      c.json(await updateTransaction(db, c.get('user').id, c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/transactions/:id', async (c) => {
      await deleteTransaction(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/imports/preview', validate('json', importPreviewSchema), async (c) =>
      c.json(await previewImport(db, c.get('user').id, c.req.valid('json').transactions), 200),
    )
    .post('/imports', validate('json', importInputSchema), async (c) =>
      c.json(await importStatement(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .put('/settings', validate('json', settingsInputSchema), async (c) =>
      c.json(await saveSettings(db, c.get('user').id, c.req.valid('json')), 200),
    )
    .put('/rules', validate('json', rulesInputSchema), async (c) =>
      c.json(await saveRules(db, c.get('user').id, c.req.valid('json').rules), 200),
    )
    .post('/rules/apply', async (c) => c.json(await applyRules(db, c.get('user').id), 200))
    .put('/budgets', validate('json', budgetsInputSchema), async (c) =>
      c.json(await saveBudgets(db, c.get('user').id, c.req.valid('json').budgets), 200),
    );
}
