import { z } from 'zod';
import { defineToolDocuments, toolDocumentInputSchema } from '../tool-document-contracts';
import { EQUITY_LIMITS, founderSchema } from './equity-split';
import { vestingScheduleSchema } from './vesting';

/** A founder in a saved scenario: the sliders and their vesting schedule. */
const scenarioFounderSchema = founderSchema.extend({ vesting: vestingScheduleSchema });

/** What a saved scenario holds: its founders. */
export const equityScenarioDataSchema = z.object({
  founders: z
    .array(scenarioFounderSchema)
    .min(1, 'Add at least one founder')
    .max(EQUITY_LIMITS.founders, `At most ${EQUITY_LIMITS.founders} founders`)
    .refine((founders) => new Set(founders.map((founder) => founder.id)).size === founders.length, 'Each founder must appear once'),
});

export type EquityScenarioData = z.infer<typeof equityScenarioDataSchema>;

export type ScenarioFounder = z.infer<typeof scenarioFounderSchema>;

/** The equity calculator's saved documents: named scenarios of founders, each with a read-only link. */
export const equityScenarioDocuments = defineToolDocuments({
  toolId: 'equity-split',
  noun: { one: 'scenario', many: 'scenarios' },
  data: equityScenarioDataSchema,
  nameMaxLength: EQUITY_LIMITS.scenarioName,
  maxPerUser: EQUITY_LIMITS.scenarios,
  summarize: ({ founders }) => `${founders.length} ${founders.length === 1 ? 'founder' : 'founders'}`,
});

/** A scenario as it is saved: its name and founders. */
export const equityScenarioSchema = toolDocumentInputSchema(equityScenarioDocuments);
