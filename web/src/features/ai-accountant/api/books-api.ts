import type { NewTransaction, TransactionChanges } from '@core/tools/ai-accountant/accountant-contracts';
import type { Budget, Rule } from '@core/tools/ai-accountant/books';
import type { DateRange } from '@core/tools/ai-accountant/periods';
import type { ColumnMapping } from '@core/tools/ai-accountant/statement-import';
import type { ImportInput, ImportRow } from '@core/tools/ai-accountant/statement-import-contracts';
import type { Currency } from '@core/tools/money';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const books = api['ai-accountant'];

/** Every query of the books sits under ['ai-accountant']: a change anywhere reloads what is shown. */
const booksKey = ['ai-accountant'] as const;

/** The books over a period (the page keeps showing the last period's while the next one loads). */
export const booksQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: [...booksKey, 'books', range.from, range.to],
    queryFn: async () => unwrap(await books.books.$get({ query: range })),
    placeholderData: keepPreviousData,
  });

/** Every transaction of a period, oldest first (for the CSV export). */
export const fetchTransactions = async (range: DateRange) => unwrap(await books.transactions.$get({ query: range }));

/** A mutation of the books that reloads them once done. */
function useBooksMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKey }) });
}

export const useAddTransaction = () =>
  useBooksMutation(async (json: NewTransaction) => unwrap(await books.transactions.$post({ json })));
export const useUpdateTransaction = () =>
  useBooksMutation(async ({ id, changes }: { id: string; changes: TransactionChanges }) =>
    unwrap(await books.transactions[':id'].$patch({ param: { id }, json: changes })),
  );
export const useDeleteTransaction = () =>
  useBooksMutation(async (id: string) => unwrap(await books.transactions[':id'].$delete({ param: { id } })));
/** The indexes of a statement's rows that look already in the books (ADR 0081), asked before anything is stored. */
export const importPreviewQueryOptions = (statement: number, mapping: ColumnMapping, rows: ImportRow[]) =>
  queryOptions({
    queryKey: [...booksKey, 'import-preview', statement, mapping],
    queryFn: async () => unwrap(await books.imports.preview.$post({ json: { transactions: rows } })),
    enabled: rows.length > 0,
    staleTime: Infinity,
  });
/** Stores a statement's rows but those skipped, and remembers its layout's mapping. */
export const useImportStatement = () =>
  useBooksMutation(async (json: Partial<ImportInput> & Pick<ImportInput, 'transactions'>) =>
    unwrap(await books.imports.$post({ json })),
  );
export const useSaveSettings = () =>
  useBooksMutation(async (json: { currency: Currency; mapping: ColumnMapping | null }) =>
    unwrap(await books.settings.$put({ json })),
  );
export const useSaveRules = () =>
  useBooksMutation(async (rules: Rule[]) => unwrap(await books.rules.$put({ json: { rules } })));
export const useApplyRules = () => useBooksMutation(async () => unwrap(await books.rules.apply.$post()));
export const useSaveBudgets = () =>
  useBooksMutation(async (budgets: Budget[]) => unwrap(await books.budgets.$put({ json: { budgets } })));
