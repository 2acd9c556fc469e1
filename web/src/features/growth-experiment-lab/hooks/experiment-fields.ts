import { experimentSchema, type Experiment } from '@core/tools/growth-experiment-lab/experiment';
import { issuesById, type FieldIssues } from '@/lib/tool-documents/issues-by-id';
import { typedCount } from './lab-form';

/** A variant as its dialog's inputs hold it: counts as typed. */
export type VariantFields = { id: string; name: string; visitors: string; conversions: string };

/** An experiment as its dialog's inputs hold it. */
export type ExperimentFields = Omit<Experiment, 'variants'> & { variants: VariantFields[] };

export const experimentFieldsOf = (experiment: Experiment): ExperimentFields => ({
  ...experiment,
  variants: experiment.variants.map((variant) => ({
    ...variant,
    visitors: String(variant.visitors),
    conversions: String(variant.conversions),
  })),
});

/** A variant id not yet in the experiment: 'variant-{n}', n one above the highest. */
export const nextVariantId = (variants: readonly VariantFields[]) =>
  `variant-${Math.max(0, ...variants.map((variant) => Number(variant.id.replace('variant-', '')) || 0)) + 1}`;

/**
 * The dialog's fields checked by core's experiment schema: the experiment to keep, or each field's message by its
 * place ('name', 'variants.<id>.conversions').
 */
export function checkExperiment(
  fields: ExperimentFields,
): { experiment: Experiment; issues: FieldIssues } | { experiment: null; issues: FieldIssues } {
  const checked = experimentSchema.safeParse({
    ...fields,
    variants: fields.variants.map((variant) => ({
      ...variant,
      visitors: typedCount(variant.visitors),
      conversions: typedCount(variant.conversions),
    })),
  });
  return checked.success
    ? { experiment: checked.data, issues: {} }
    : { experiment: null, issues: issuesById(checked.error.issues, { variants: fields.variants }) };
}
