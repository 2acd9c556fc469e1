import type { Experiment } from '@core/tools/growth-experiment-lab/experiment';
import {
  experimentLabDataSchema,
  NEW_EXPERIMENT_LAB,
  type ExperimentLabData,
} from '@core/tools/growth-experiment-lab/experiment-labs';
import type { TestPlanner } from '@core/tools/growth-experiment-lab/test-planner';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** The planner's inputs as typed ('' while one is not entered). */
export type PlannerFields = Record<keyof TestPlanner, string>;

/** A lab as the page holds it: the experiments as their dialog kept them, the planner as typed. */
export type LabValues = { experiments: Experiment[]; planner: PlannerFields };

const typedOf = (value: number | null) => (value === null ? '' : String(value));

/** A saved lab's values, or (null) a new lab's. */
export function labValuesOf(data: ExperimentLabData | null): LabValues {
  const { experiments, planner } = data ?? NEW_EXPERIMENT_LAB;
  return {
    experiments,
    planner: {
      baselineRate: typedOf(planner.baselineRate),
      minimumEffect: typedOf(planner.minimumEffect),
      power: typedOf(planner.power),
      significance: typedOf(planner.significance),
      variants: typedOf(planner.variants),
      dailyVisitors: typedOf(planner.dailyVisitors),
    },
  };
}

/** A typed figure: null when empty, NaN when it is no number (the schema says so by the field); '2,5' reads 2.5. */
export const typedNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/**
 * A typed count: group marks (1,000 · 1.000 · 1 000 · 1'000) dropped; '' is no count (NaN, refused by the schema);
 * anything else that is not digits is NaN too.
 */
export const typedCount = (text: string) => {
  const digits = text.trim().replace(/[\s,.'’]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** The lab checked by core's schema: its data, or each problem's message under its field ('planner.power'). */
export const checkLab = (values: LabValues) => {
  const planner = Object.fromEntries(
    Object.entries(values.planner).map(([key, text]) => [key, typedNumber(text)]),
  ) as Record<keyof TestPlanner, number | null>;
  return checkedBy(
    experimentLabDataSchema,
    { experiments: values.experiments, planner },
    {
      experiments: values.experiments,
    },
  );
};
