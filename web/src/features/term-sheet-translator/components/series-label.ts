import type { Translate } from '@/lib/i18n/use-t';

/** A series as the page names it: its name, or 'Series 2' by its place when it has none. */
export const seriesLabel = (t: Translate, name: string, index: number) =>
  name.trim() ||
  t({ id: 'termSheet.waterfall.seriesNumber', defaultMessage: 'Series {number}' }, { number: index + 1 });
