import { say } from '../../i18n/say';
import { z } from '../../zod';

export const WATERFALL_LIMITS = {
  /** The largest amount an input takes: a trillion, in any currency. */
  maxAmount: 1e12,
  maxMultiple: 10,
  maxCap: 20,
  maxExits: 8,
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

/** What the waterfall is computed from: the terms (see waterfall.ts) and the exit values to show. */
export const waterfallInputsSchema = z
  .object({
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
  })
  .check(
    z.refine((inputs) => inputs.postMoney >= inputs.investment, {
      message: say({
        id: 'core.tools.termSheet.postBelowInvestment',
        defaultMessage: 'The post-money valuation cannot be less than the investment',
      }),
      path: ['postMoney'],
    }),
    z.refine((inputs) => inputs.participation !== 'capped' || inputs.cap >= inputs.multiple, {
      message: say({
        id: 'core.tools.termSheet.capBelowMultiple',
        defaultMessage: 'The cap cannot be lower than the preference multiple',
      }),
      path: ['cap'],
    }),
  );

export type WaterfallInputs = z.infer<typeof waterfallInputsSchema>;

/** The exit values first shown: from a quarter of the post-money valuation to ten times it. */
export const defaultExitValues = (postMoney: number): number[] =>
  [0.25, 0.5, 1, 2, 5, 10].map((times) => times * postMoney);
