import type { MessageDescriptor } from 'react-intl';
import type { useT } from '@/lib/i18n/use-t';

/** An entry's values of one list (its stages, its regions) in the page's language, one line: 'Seed · Series A'. */
export const wordsOf = (
  values: readonly string[],
  labels: Readonly<Record<string, MessageDescriptor>>,
  t: ReturnType<typeof useT>,
) => values.map((value) => t(labels[value]!)).join(' · ');
