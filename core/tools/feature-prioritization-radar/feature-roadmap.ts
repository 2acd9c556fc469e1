import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { RICE_CONFIDENCES, RICE_IMPACTS } from './feature-scores';

/** The roadmap's bounds: a backlog a founder weighs, not an issue tracker. */
export const FEATURE_LIMITS = {
  features: 100,
  featureName: 120,
  ideaTitle: 200,
  reach: 1_000_000_000,
  /** Intercom: effort in person-months, 'a minimum of half a month'. */
  minEffort: 0.5,
  /** Ten person-years: more than that is a product, not a feature. */
  maxEffort: 120,
  roadmaps: 100,
  roadmapName: 100,
} as const;

/** A number from `min` to `max`, one message for any other value (`whole`: no decimals). */
const ranged = (min: number, max: number, message: string, whole = false) =>
  z.number({ error: message }).check(z.gte(min, message), z.lte(max, message), ...(whole ? [z.int(message)] : []));

const NAME_REQUIRED = say({ id: 'core.tools.featureRadar.nameRequired', defaultMessage: 'Name the feature' });
const RATING = say({ id: 'core.tools.featureRadar.rating', defaultMessage: 'Enter a whole number from 1 to 10' });

/** The idea a feature serves: its id in the Idea Garage and its title when it was picked. */
export const featureIdeaSchema = z.nullable(
  z.object({ id: trimmedText(64, { required: true }), title: trimmedText(FEATURE_LIMITS.ideaTitle) }),
);

export const featureSchema = z.object({
  id: trimmedText(64, { required: true }),
  name: trimmedText(FEATURE_LIMITS.featureName, {
    required: NAME_REQUIRED,
    notText: NAME_REQUIRED,
    tooLong: say(
      { id: 'core.tools.featureRadar.nameTooLong', defaultMessage: 'At most {max} characters' },
      { max: FEATURE_LIMITS.featureName },
    ),
  }),
  idea: featureIdeaSchema,
  rice: z.object({
    reach: ranged(
      0,
      FEATURE_LIMITS.reach,
      say({ id: 'core.tools.featureRadar.reach', defaultMessage: 'Enter how many people it reaches, a whole number' }),
      true,
    ),
    impact: z.literal(RICE_IMPACTS, say({ id: 'core.tools.featureRadar.impact', defaultMessage: 'Choose an impact' })),
    confidence: z.literal(
      RICE_CONFIDENCES,
      say({ id: 'core.tools.featureRadar.confidence', defaultMessage: 'Choose a confidence' }),
    ),
    effort: ranged(
      FEATURE_LIMITS.minEffort,
      FEATURE_LIMITS.maxEffort,
      say(
        {
          id: 'core.tools.featureRadar.effort',
          defaultMessage: 'Enter the person-months it takes, from {min} to {max}',
        },
        { min: FEATURE_LIMITS.minEffort, max: FEATURE_LIMITS.maxEffort },
      ),
    ),
  }),
  ice: z.object({
    impact: ranged(1, 10, RATING, true),
    confidence: ranged(1, 10, RATING, true),
    ease: ranged(1, 10, RATING, true),
  }),
});

export type Feature = z.infer<typeof featureSchema>;
