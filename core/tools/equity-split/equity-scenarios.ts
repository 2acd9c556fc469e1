import { z } from 'zod';
import { EQUITY_LIMITS, founderSchema } from './equity-split';
import { vestingScheduleSchema } from './vesting';

/** A founder in a saved scenario: the sliders and their vesting schedule. */
const scenarioFounderSchema = founderSchema.extend({ vesting: vestingScheduleSchema });

/** A named set of founders, as it will be saved. */
export const equityScenarioSchema = z.object({
  name: z
    .string({ error: 'Scenario name is required' })
    .trim()
    .min(1, 'Scenario name is required')
    .max(EQUITY_LIMITS.scenarioName, `Scenario name must be at most ${EQUITY_LIMITS.scenarioName} characters`),
  founders: z
    .array(scenarioFounderSchema)
    .min(1, 'Add at least one founder')
    .max(EQUITY_LIMITS.founders, `At most ${EQUITY_LIMITS.founders} founders`)
    .refine((founders) => new Set(founders.map((founder) => founder.id)).size === founders.length, 'Each founder must appear once'),
});

export type EquityScenario = z.infer<typeof equityScenarioSchema>;

export type ScenarioFounder = z.infer<typeof scenarioFounderSchema>;

/** A saved scenario in its owner's list. */
export type EquityScenarioSummary = { id: string; name: string; founderCount: number; isShared: boolean; updatedAt: string };

/** A saved scenario, whole, for its owner. */
export type EquityScenarioView = EquityScenario & { id: string; isShared: boolean; createdAt: string; updatedAt: string };

/** A scenario as a link holder reads it: read-only, without its id. */
export type SharedEquityScenario = EquityScenario & { sharedBy: string; updatedAt: string };

/** A scenario's read-only link; the token is shown once, when the link is made. */
export type ScenarioLink = { token: string };
