import { useT } from '@/lib/i18n/use-t';
import type { ColumnForm } from './analysis-form';

/** What the page calls a column: its stable title ('Your product', 'Competitor 2') and its name, or that title while it has none. */
export type ColumnTitle = { title: string; label: string };

/** Each column's title and label, by its id; competitors are numbered from 1, the founder's product not counted. */
export function useColumnTitles(columns: readonly ColumnForm[]): (id: string) => ColumnTitle {
  const t = useT();
  const titles = new Map<string, ColumnTitle>();
  let number = 0;
  for (const column of columns) {
    if (!column.isOwn) number += 1;
    const title = column.isOwn
      ? t({ id: 'competitorAnalysis.column.own', defaultMessage: 'Your product' })
      : t({ id: 'competitorAnalysis.column.competitor', defaultMessage: 'Competitor {number}' }, { number });
    titles.set(column.id, { title, label: column.name.trim() || title });
  }
  return (id) => titles.get(id) ?? { title: '', label: '' };
}
