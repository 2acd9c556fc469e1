import type { CsvCell } from '@core/csv';
import type { Experiment } from '@core/tools/growth-experiment-lab/experiment';
import { compareWithControl } from '@core/tools/growth-experiment-lab/significance';

/** A fraction as a CSV percentage: a plain number to two decimals (0.12345 → 12.35). */
const percentCell = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? null : Number((fraction * 100).toFixed(2));

/**
 * The lab as CSV rows, one per group of each experiment: the experiment's fields on each of its rows, the group's
 * counts and rate, and for a variant its uplift on the control (relative, with its 95 % interval), the p-value and the
 * chance to beat the control. Percentages are plain numbers (12.35; the chance to four decimals, 99.9998), the p-value
 * to three significant digits (0.00000347).
 */
export function labCsvRows(
  experiments: readonly Experiment[],
  /** The 16 columns' headings, in the page's language. */
  headings: readonly string[],
  statusOf: (experiment: Experiment) => string,
): CsvCell[][] {
  return [
    [...headings],
    ...experiments.flatMap((experiment) => {
      const [control] = experiment.variants;
      return experiment.variants.map((variant, index) => {
        const comparison = index > 0 && control ? compareWithControl(control, variant) : null;
        return [
          experiment.name,
          statusOf(experiment),
          experiment.metric,
          experiment.hypothesis,
          experiment.startOn,
          experiment.endOn,
          variant.name,
          variant.visitors,
          variant.conversions,
          variant.visitors > 0 ? percentCell(variant.conversions / variant.visitors) : null,
          percentCell(comparison?.relativeUplift),
          percentCell(comparison?.relativeInterval?.[0]),
          percentCell(comparison?.relativeInterval?.[1]),
          comparison ? Number(comparison.pValue.toPrecision(3)) : null,
          comparison ? Number((comparison.chanceToBeat * 100).toFixed(4)) : null,
          experiment.learnings,
        ];
      });
    }),
  ];
}
