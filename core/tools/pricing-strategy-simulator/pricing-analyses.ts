import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { currencySchema } from '../money';
import { defineToolDocuments } from '../tool-document-contracts';
import { answerOrderProblem, SURVEY_LIMITS } from './survey-answers';

export const PRICING_LIMITS = {
  tiers: 8,
  tierName: 40,
  customers: 1_000_000_000,
  analysisName: 100,
  analyses: 100,
} as const;

/** A number from `min` to `max` (`above`: more than `min`), with one message for any other value. */
const numberIn = (min: number, max: number, message: string, { above = false, whole = false } = {}) =>
  z
    .number({ error: message })
    .check(
      ...[above ? z.gt(min, message) : z.gte(min, message), z.lte(max, message), ...(whole ? [z.int(message)] : [])],
    );

const priceMessage = say(
  { id: 'core.tools.pricing.priceOutOfRange', defaultMessage: 'Enter a price from 0 to {max}' },
  { max: SURVEY_LIMITS.price },
);
const price = numberIn(0, SURVEY_LIMITS.price, priceMessage);
const percentAbove0 = (message: string) => numberIn(0, 100, message, { above: true });

const TIER_NAME_REQUIRED = say({ id: 'core.tools.pricing.tierNameRequired', defaultMessage: 'Tier name is required' });

export const pricingTierSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: trimmedText(PRICING_LIMITS.tierName, {
    required: TIER_NAME_REQUIRED,
    notText: TIER_NAME_REQUIRED,
    tooLong: say(
      { id: 'core.tools.pricing.tierNameTooLong', defaultMessage: 'Tier name must be at most {max} characters' },
      { max: PRICING_LIMITS.tierName },
    ),
  }),
  price,
  share: numberIn(
    0,
    100,
    say({ id: 'core.tools.pricing.shareOutOfRange', defaultMessage: 'Enter a share from 0 to 100 %' }),
  ),
});

/** The tiers' shares add up to 100, give or take rounding. */
const sharesAddUp = (tiers: readonly { share: number }[]) =>
  Math.abs(tiers.reduce((sum, tier) => sum + tier.share, 0) - 100) < 1e-6;

export const tiersSchema = z.array(pricingTierSchema).check(
  z.minLength(1, say({ id: 'core.tools.pricing.noTiers', defaultMessage: 'Add at least one tier' })),
  z.maxLength(
    PRICING_LIMITS.tiers,
    say(
      { id: 'core.tools.pricing.tooManyTiers', defaultMessage: 'At most {max} tiers' },
      { max: PRICING_LIMITS.tiers },
    ),
  ),
  z.refine(
    (tiers) => new Set(tiers.map((tier) => tier.id)).size === tiers.length,
    say({ id: 'core.tools.pricing.tierRepeated', defaultMessage: 'Each tier must appear once' }),
  ),
  z.refine(
    sharesAddUp,
    say({ id: 'core.tools.pricing.sharesNot100', defaultMessage: 'The tiers’ shares must add up to 100 %' }),
  ),
);

export const demandSchema = z.object({
  customers: numberIn(
    0,
    PRICING_LIMITS.customers,
    say(
      {
        id: 'core.tools.pricing.customersOutOfRange',
        defaultMessage: 'Enter a whole number of customers from 0 to {max}',
      },
      { max: PRICING_LIMITS.customers },
    ),
    { whole: true },
  ),
  lossPer10Percent: percentAbove0(
    say({ id: 'core.tools.pricing.lossOutOfRange', defaultMessage: 'Enter a loss above 0 and at most 100 %' }),
  ),
});

export const economicsSchema = z.object({
  grossMargin: percentAbove0(
    say({
      id: 'core.tools.pricing.marginOutOfRange',
      defaultMessage: 'Enter a gross margin above 0 and at most 100 %',
    }),
  ),
  monthlyChurn: percentAbove0(
    say({
      id: 'core.tools.pricing.churnOutOfRange',
      defaultMessage: 'Enter a monthly churn above 0 and at most 100 %',
    }),
  ),
  cac: price,
});

const answerSchema = z.tuple([price, price, price, price]);

export const answersSchema = z.array(answerSchema).check(
  z.maxLength(
    SURVEY_LIMITS.answers,
    say(
      { id: 'core.tools.pricing.tooManyAnswers', defaultMessage: 'At most {max} answers' },
      { max: SURVEY_LIMITS.answers },
    ),
  ),
  z.refine(
    (answers) => answers.every((answer) => answerOrderProblem(answer) === null),
    say({
      id: 'core.tools.pricing.answersOutOfOrder',
      defaultMessage: 'Each answer must go too cheap ≤ cheap ≤ expensive ≤ too expensive',
    }),
  ),
);

/** What a saved pricing analysis holds: its currency, tiers, demand assumption, unit economics and survey answers. */
export const pricingAnalysisDataSchema = z.object({
  currency: currencySchema,
  tiers: tiersSchema,
  demand: demandSchema,
  economics: economicsSchema,
  answers: answersSchema,
});

export type PricingAnalysisData = z.infer<typeof pricingAnalysisDataSchema>;

/** The pricing simulator's saved documents: named analyses. */
export const pricingAnalysisDocuments = defineToolDocuments({
  toolId: 'pricing-strategy-simulator',
  messages: {
    notFound: () => say({ id: 'core.tools.pricing.analysisNotFound', defaultMessage: 'Analysis not found' }),
    nameTaken: (name) =>
      say(
        { id: 'core.tools.pricing.analysisNameTaken', defaultMessage: 'You already have an analysis named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.pricing.tooManyAnalyses',
          defaultMessage: 'You can save up to {max} analyses. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.pricing.analysisChangedElsewhere',
        defaultMessage: 'This analysis was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.pricing.analysisNameRequired', defaultMessage: 'Analysis name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.pricing.analysisNameTooLong',
          defaultMessage: 'Analysis name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: pricingAnalysisDataSchema,
  nameMaxLength: PRICING_LIMITS.analysisName,
  maxPerUser: PRICING_LIMITS.analyses,
  summarize: ({ tiers, answers }) =>
    `${tiers.length} ${tiers.length === 1 ? 'tier' : 'tiers'}, ${answers.length} ${answers.length === 1 ? 'answer' : 'answers'}`,
});

/** A new analysis: two tiers, a demand and unit economics to change, no answers yet. */
export const NEW_PRICING_ANALYSIS: PricingAnalysisData = {
  currency: 'USD',
  tiers: [
    { id: 'tier-1', name: 'Starter', price: 10, share: 60 },
    { id: 'tier-2', name: 'Pro', price: 30, share: 40 },
  ],
  demand: { customers: 1000, lossPer10Percent: 20 },
  economics: { grossMargin: 80, monthlyChurn: 3, cac: 300 },
  answers: [],
};
