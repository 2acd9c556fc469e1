import type { Translate } from '@/lib/i18n/use-t';

/**
 * A sample's line, tier or person named as one ('Subscriptions (sample)'), so that what a founder keeps of a sample
 * stays labelled after its banner has gone (ADR 0072).
 */
export const sampleName = (t: Translate, name: string) =>
  t({ id: 'sample.name', defaultMessage: '{name} (sample)' }, { name });
