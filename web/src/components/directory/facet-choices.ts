import type { MessageDescriptor } from 'react-intl';
import type { useT } from '@/lib/i18n/use-t';

/** A facet's values with their words in the page's language, as a directory's filters list them. */
export const facetChoices = (
  values: readonly string[],
  labels: Record<string, MessageDescriptor>,
  t: ReturnType<typeof useT>,
) => values.map((value) => ({ value, label: t(labels[value]!) }));
