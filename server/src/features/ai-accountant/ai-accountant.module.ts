import {
  budgetsInputSchema,
  periodQuerySchema,
  rulesInputSchema,
  settingsInputSchema,
  transactionChangesSchema,
  newTransactionSchema,
} from '@core/tools/ai-accountant/accountant-contracts';
import { importInputSchema, importPreviewSchema } from '@core/tools/ai-accountant/statement-import-contracts';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { netProfitTile } from './net-profit-tile';
import { aiAccountantData } from './ai-accountant-data';
import { aiAccountantRoutes } from './ai-accountant.routes';
import { accountantTransactions } from './ai-accountant.tables';

/** The AI Accountant's books (ADR 0051). */
export const aiAccountantModule = defineServerToolModule({
  id: 'ai-accountant',
  routes: {
    '/ai-accountant': ({ db, readSession }) => aiAccountantRoutes(db, readSession),
  },
  data: aiAccountantData,
  dashboardTile: netProfitTile,
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/ai-accountant/books', query: periodQuerySchema },
      { method: 'GET', route: '/api/ai-accountant/transactions', query: periodQuerySchema },
      { method: 'POST', route: '/api/ai-accountant/transactions', body: newTransactionSchema },
      {
        method: 'PATCH',
        route: '/api/ai-accountant/transactions/:id',
        params: { id: 'transaction' },
        body: transactionChangesSchema,
      },
      { method: 'DELETE', route: '/api/ai-accountant/transactions/:id', params: { id: 'transaction' } },
      { method: 'POST', route: '/api/ai-accountant/imports/preview', body: importPreviewSchema },
      { method: 'POST', route: '/api/ai-accountant/imports', body: importInputSchema },
      { method: 'PUT', route: '/api/ai-accountant/settings', body: settingsInputSchema },
      { method: 'PUT', route: '/api/ai-accountant/rules', body: rulesInputSchema },
      { method: 'POST', route: '/api/ai-accountant/rules/apply' },
      { method: 'PUT', route: '/api/ai-accountant/budgets', body: budgetsInputSchema },
    ],
    // Its transactions' days in an import file.
    importFields: { date: 'isoDay' },
    seed: async ({ send }) => {
      const transaction = await send<{ id: string }>('/api/ai-accountant/transactions', {
        date: '2025-04-01',
        description: 'AWS hosting',
        amount: -4200,
        category: 'Infrastructure',
      });
      return { transaction: [transaction.id] };
    },
    tables: [accountantTransactions],
  },
});
