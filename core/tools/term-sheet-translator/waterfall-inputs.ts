import { say } from '../../i18n/say';
import { z } from '../../zod';
import type { PreferredSeries } from './waterfall';

export const WATERFALL_LIMITS = {
  /** The largest amount an input takes: a trillion, in any currency. */
  maxAmount: 1e12,
  maxMultiple: 10,
  maxCap: 20,
  maxExits: 8,
  /** Series Seed to Series D and one more: the rounds a startup's waterfall usually has. */
  maxSeries: 6,
  seriesName: 40,
} as const;

const amount = (messages: { required: string; positive: string }, min: 'positive' | 'zero') =>
  z
    .number({ error: messages.required })
    .check(
      min === 'positive' ? z.positive(messages.positive) : z.gte(0, messages.positive),
      z.lte(
        WATERFALL_LIMITS.maxAmount,
        say(
          { id: 'core.tools.termSheet.amountTooLarge', defaultMessage: 'Enter an amount up to {max}' },
          { max: '1,000,000,000,000' },
        ),
      ),
    );

const multipleMessage = say(
  { id: 'core.tools.termSheet.multipleRange', defaultMessage: 'Enter a multiple from 0 to {max}' },
  { max: WATERFALL_LIMITS.maxMultiple },
);
const capMessage = say(
  { id: 'core.tools.termSheet.capRange', defaultMessage: 'Enter a cap from 1 to {max}' },
  { max: WATERFALL_LIMITS.maxCap },
);

/** One series' terms (see waterfall.ts): what it put in at what post-money valuation, and its preference. */
const seriesSchema = z
  .object({
    /** 'Series Seed', 'Series A'…; empty, the page calls it by its place. */
    name: z.string().check(
      z.maxLength(
        WATERFALL_LIMITS.seriesName,
        say(
          {
            id: 'core.tools.termSheet.seriesNameTooLong',
            defaultMessage: 'A series name can be at most {max} characters',
          },
          { max: WATERFALL_LIMITS.seriesName },
        ),
      ),
    ),
    investment: amount(
      {
        required: say({ id: 'core.tools.termSheet.investmentRequired', defaultMessage: 'Enter the investment amount' }),
        positive: say({
          id: 'core.tools.termSheet.investmentPositive',
          defaultMessage: 'The investment must be more than 0',
        }),
      },
      'positive',
    ),
    postMoney: amount(
      {
        required: say({
          id: 'core.tools.termSheet.postMoneyRequired',
          defaultMessage: 'Enter the post-money valuation',
        }),
        positive: say({
          id: 'core.tools.termSheet.postMoneyPositive',
          defaultMessage: 'The post-money valuation must be more than 0',
        }),
      },
      'positive',
    ),
    multiple: z
      .number({ error: multipleMessage })
      .check(z.gte(0, multipleMessage), z.lte(WATERFALL_LIMITS.maxMultiple, multipleMessage)),
    participation: z.enum(['none', 'full', 'capped'], {
      error: say({
        id: 'core.tools.termSheet.participationRequired',
        defaultMessage: 'Choose whether the investors participate',
      }),
    }),
    cap: z.number({ error: capMessage }).check(z.gte(1, capMessage), z.lte(WATERFALL_LIMITS.maxCap, capMessage)),
  })
  .check(
    z.refine((one) => one.postMoney >= one.investment, {
      message: say({
        id: 'core.tools.termSheet.postBelowInvestment',
        defaultMessage: 'The post-money valuation cannot be less than the investment',
      }),
      path: ['postMoney'],
    }),
    z.refine((one) => one.participation !== 'capped' || one.cap >= one.multiple, {
      message: say({
        id: 'core.tools.termSheet.capBelowMultiple',
        defaultMessage: 'The cap cannot be lower than the preference multiple',
      }),
      path: ['cap'],
    }),
  );

export type SeriesInputs = z.infer<typeof seriesSchema>;

/**
 * An analysis saved before several series (one class: its terms beside the exit values) read as one series, stacked;
 * anything else as it is.
 */
const withSeries = (saved: unknown) => {
  if (typeof saved !== 'object' || saved === null || 'series' in saved || !('investment' in saved)) return saved;
  const { exitValues, ...terms } = saved as Record<string, unknown>;
  return { series: [{ name: '', ...terms }], seniority: 'stacked', exitValues };
};

/** What the waterfall is computed from: the series in the order of their rounds, how they rank, the exit values. */
export const waterfallInputsSchema = z.pipe(
  z.transform(withSeries),
  z.object({
    series: z
      .array(seriesSchema)
      .check(
        z.minLength(1, say({ id: 'core.tools.termSheet.noSeries', defaultMessage: 'Add at least one series' })),
        z.maxLength(
          WATERFALL_LIMITS.maxSeries,
          say(
            { id: 'core.tools.termSheet.tooManySeries', defaultMessage: 'At most {max} series' },
            { max: WATERFALL_LIMITS.maxSeries },
          ),
        ),
      ),
    seniority: z.enum(['stacked', 'pariPassu'], {
      error: say({ id: 'core.tools.termSheet.seniorityRequired', defaultMessage: 'Choose how the series rank' }),
    }),
    exitValues: z
      .array(
        amount(
          {
            required: say({ id: 'core.tools.termSheet.exitRequired', defaultMessage: 'Enter an exit value' }),
            positive: say({
              id: 'core.tools.termSheet.exitNegative',
              defaultMessage: 'An exit value cannot be negative',
            }),
          },
          'zero',
        ),
      )
      .check(
        z.minLength(1, say({ id: 'core.tools.termSheet.noExits', defaultMessage: 'Add at least one exit value' })),
        z.maxLength(
          WATERFALL_LIMITS.maxExits,
          say(
            { id: 'core.tools.termSheet.tooManyExits', defaultMessage: 'At most {max} exit values' },
            { max: WATERFALL_LIMITS.maxExits },
          ),
        ),
      ),
  }),
);

export type WaterfallInputs = z.infer<typeof waterfallInputsSchema>;

/** The exit values first shown: from a quarter of the post-money valuation to ten times it. */
export const defaultExitValues = (postMoney: number): number[] =>
  [0.25, 0.5, 1, 2, 5, 10].map((times) => times * postMoney);

/**
 * Each series as the waterfall pays it: its ownership as converted is its investment ÷ its round's post-money
 * valuation, diluted by each later round by that round's investment ÷ post-money (the series in the order of their
 * rounds; an option pool enlarged between rounds is not counted).
 */
export function seriesTerms(series: readonly SeriesInputs[]): PreferredSeries[] {
  return series.map((one, index) => ({
    investment: one.investment,
    ownership: series
      .slice(index + 1)
      .reduce((owned, later) => owned * (1 - later.investment / later.postMoney), one.investment / one.postMoney),
    multiple: one.multiple,
    participation: one.participation,
    cap: one.cap,
  }));
}
