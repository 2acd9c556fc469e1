import { say } from '../../i18n/say';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { FEATURE_LIMITS, featureSchema } from './feature-roadmap';
import { REACH_PERIODS, SCORINGS } from './feature-scores';

/** What a saved roadmap holds: the period reach is counted in, the score it is ranked by, and its features. */
export const featureRoadmapDataSchema = z.object({
  reachPeriod: z.enum(REACH_PERIODS),
  scoring: z.enum(SCORINGS),
  features: z.array(featureSchema).check(
    z.maxLength(
      FEATURE_LIMITS.features,
      say(
        { id: 'core.tools.featureRadar.tooManyFeatures', defaultMessage: 'At most {max} features' },
        { max: FEATURE_LIMITS.features },
      ),
    ),
    z.refine(
      (features) => new Set(features.map((feature) => feature.id)).size === features.length,
      say({ id: 'core.tools.featureRadar.featureRepeated', defaultMessage: 'Each feature must appear once' }),
    ),
  ),
});

export type FeatureRoadmapData = z.infer<typeof featureRoadmapDataSchema>;

/** The Feature Prioritization Radar's saved documents: named roadmaps. */
export const featureRoadmapDocuments = defineToolDocuments({
  toolId: 'feature-prioritization-radar',
  messages: {
    notFound: () => say({ id: 'core.tools.featureRadar.roadmapNotFound', defaultMessage: 'Roadmap not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.featureRadar.roadmapNameTaken', defaultMessage: 'You already have a roadmap named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.featureRadar.tooManyRoadmaps',
          defaultMessage: 'You can save up to {max} roadmaps. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.featureRadar.roadmapChangedElsewhere',
        defaultMessage: 'This roadmap was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.featureRadar.roadmapNameRequired', defaultMessage: 'Roadmap name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.featureRadar.roadmapNameTooLong',
          defaultMessage: 'Roadmap name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: featureRoadmapDataSchema,
  nameMaxLength: FEATURE_LIMITS.roadmapName,
  maxPerUser: FEATURE_LIMITS.roadmaps,
  summarize: ({ features }) => `${features.length} ${features.length === 1 ? 'feature' : 'features'}`,
});
