import { say } from '../../i18n/say';
import { z } from '../../zod';
import { defineToolDocuments } from '../tool-document-contracts';
import { experimentSchema, LAB_LIMITS } from './experiment';
import { NEW_TEST_PLANNER, testPlannerSchema } from './test-planner';

/**
 * What a saved lab holds (ADR 0104): the founder's log of experiments, newest first, and the sample-size planner's
 * inputs. One lab per document, holding its experiments: the log is read, exported and planned as one.
 */
export const experimentLabDataSchema = z.object({
  experiments: z.array(experimentSchema).check(
    z.maxLength(
      LAB_LIMITS.experiments,
      say(
        { id: 'core.tools.growthLab.tooManyExperiments', defaultMessage: 'At most {max} experiments in a lab' },
        { max: LAB_LIMITS.experiments },
      ),
    ),
    z.refine(
      (experiments) => new Set(experiments.map((experiment) => experiment.id)).size === experiments.length,
      say({ id: 'core.tools.growthLab.experimentRepeated', defaultMessage: 'Each experiment must appear once' }),
    ),
  ),
  planner: testPlannerSchema,
});

export type ExperimentLabData = z.infer<typeof experimentLabDataSchema>;

/** A new lab: no experiments yet, the planner at 80 % power and 5 % significance. */
export const NEW_EXPERIMENT_LAB: ExperimentLabData = { experiments: [], planner: NEW_TEST_PLANNER };

/** The Growth Experiment Lab's saved documents: named labs. */
export const experimentLabDocuments = defineToolDocuments({
  toolId: 'growth-experiment-lab',
  messages: {
    notFound: () => say({ id: 'core.tools.growthLab.labNotFound', defaultMessage: 'Lab not found' }),
    nameTaken: (name) =>
      say(
        { id: 'core.tools.growthLab.labNameTaken', defaultMessage: 'You already have a lab named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.growthLab.tooManyLabs',
          defaultMessage: 'You can save up to {max} labs. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.growthLab.labChangedElsewhere',
        defaultMessage: 'This lab was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () => say({ id: 'core.tools.growthLab.labNameRequired', defaultMessage: 'Lab name is required' }),
    nameTooLong: (max) =>
      say(
        { id: 'core.tools.growthLab.labNameTooLong', defaultMessage: 'Lab name must be at most {max} characters' },
        { max },
      ),
  },
  data: experimentLabDataSchema,
  nameMaxLength: LAB_LIMITS.labName,
  maxPerUser: LAB_LIMITS.labs,
  summarize: ({ experiments }) => `${experiments.length} ${experiments.length === 1 ? 'experiment' : 'experiments'}`,
});
