import { say } from '../../i18n/say';
import { z } from '../../zod';
import { LAB_LIMITS } from './experiment';
import type { PlanInput } from './sample-size';

/**
 * A number from `min` to `max` (`above`: more than `min`; `below`: less than `max`; `whole`: an integer), or null
 * while it is not entered.
 */
const entered = (min: number, max: number, message: string, { above = false, below = false, whole = false } = {}) =>
  z.nullable(
    z
      .number({ error: message })
      .check(
        above ? z.gt(min, message) : z.gte(min, message),
        below ? z.lt(max, message) : z.lte(max, message),
        ...(whole ? [z.int(message)] : []),
      ),
  );

/**
 * The sample-size planner's inputs as the founder typed them, in percent (5 is 5 %); null while one is not entered.
 * Power and significance start at the usual 80 % and 5 %.
 */
export const testPlannerSchema = z.object({
  baselineRate: entered(
    0,
    100,
    say({ id: 'core.tools.growthLab.baselineOutOfRange', defaultMessage: 'Enter a rate above 0 and below 100 %' }),
    { above: true, below: true },
  ),
  minimumEffect: entered(
    0,
    1_000,
    say({ id: 'core.tools.growthLab.effectOutOfRange', defaultMessage: 'Enter an effect above 0 and at most 1000 %' }),
    { above: true },
  ),
  power: entered(
    50,
    99.9,
    say({ id: 'core.tools.growthLab.powerOutOfRange', defaultMessage: 'Enter a power from 50 to 99.9 %' }),
  ),
  significance: entered(
    0.1,
    20,
    say({ id: 'core.tools.growthLab.significanceOutOfRange', defaultMessage: 'Enter a significance from 0.1 to 20 %' }),
  ),
  variants: entered(
    2,
    LAB_LIMITS.variants,
    say(
      { id: 'core.tools.growthLab.groupsOutOfRange', defaultMessage: 'Enter 2 to {max} groups' },
      { max: LAB_LIMITS.variants },
    ),
    { whole: true },
  ),
  dailyVisitors: entered(
    1,
    100_000_000,
    say({
      id: 'core.tools.growthLab.dailyVisitorsOutOfRange',
      defaultMessage: 'Enter a whole number of visitors a day from 1 to 100000000',
    }),
    { whole: true },
  ),
});

export type TestPlanner = z.infer<typeof testPlannerSchema>;

export const NEW_TEST_PLANNER: TestPlanner = {
  baselineRate: null,
  minimumEffect: null,
  power: 80,
  significance: 5,
  variants: 2,
  dailyVisitors: null,
};

/** The planner's figures as fractions for planTest, or null while one is not entered. */
export function planInputOf(planner: TestPlanner): PlanInput | null {
  const { baselineRate, minimumEffect, power, significance, variants, dailyVisitors } = planner;
  if (
    baselineRate === null ||
    minimumEffect === null ||
    power === null ||
    significance === null ||
    variants === null ||
    dailyVisitors === null
  )
    return null;
  return {
    baselineRate: baselineRate / 100,
    minimumEffect: minimumEffect / 100,
    power: power / 100,
    significance: significance / 100,
    variants,
    dailyVisitors,
  };
}
