import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import type { DateFormat as CompanyDateFormat } from '@core/preferences/company-settings';
import {
  OPTIONAL_COLUMNS,
  readStatement,
  type ColumnMapping,
  type DateFormat,
  type StatementTable,
} from '@core/tools/ai-accountant/statement-import';
import { guessMapping, layoutKey } from '@core/tools/ai-accountant/statement-layout';

/** Where the mapping shown came from: this bank layout's last import, the one mapping kept before layouts, or a guess. */
export type MappingSource = 'remembered' | 'guessed';

const STATEMENT_ORDER: Record<CompanyDateFormat, DateFormat> = {
  dmy: 'DD/MM/YYYY',
  mdy: 'MM/DD/YYYY',
  ymd: 'YYYY-MM-DD',
};

const COLUMNS = ['date', 'description', 'amount', 'direction', 'debit', 'credit', ...OPTIONAL_COLUMNS] as const;

/** The mapping's columns named as this file writes them (the same layout may write 'Memo' where it once wrote 'memo'). */
function renamed(mapping: ColumnMapping, from: readonly string[], to: readonly string[]): ColumnMapping {
  const next: Record<string, unknown> = { ...mapping };
  for (const field of COLUMNS) {
    const name = next[field];
    const column = typeof name === 'string' ? from.indexOf(name) : -1;
    if (column >= 0 && to[column] !== undefined) next[field] = to[column];
  }
  return next as ColumnMapping;
}

/**
 * The mapping for a statement (ADR 0081): the one its bank layout (header row) was last imported with; else the single
 * mapping kept before layouts were, when the file has all its columns; else a guess from the headers and values, an
 * ambiguous date read in the company's order.
 */
export function mappingFor(
  table: StatementTable,
  books: Pick<BooksView, 'layouts' | 'mapping'>,
  companyDates: CompanyDateFormat,
): { mapping: ColumnMapping; source: MappingSource } {
  const key = layoutKey(table.header);
  const layout = books.layouts.find((known) => layoutKey(known.header) === key);
  if (layout) return { mapping: renamed(layout.mapping, layout.header, table.header), source: 'remembered' };
  const fits = (mapping: ColumnMapping) =>
    readStatement({ header: table.header, headerLine: table.headerLine, rows: [] }, mapping).problems.length === 0;
  if (books.mapping && fits(books.mapping)) return { mapping: books.mapping, source: 'remembered' };
  return { mapping: guessMapping(table, STATEMENT_ORDER[companyDates]), source: 'guessed' };
}
