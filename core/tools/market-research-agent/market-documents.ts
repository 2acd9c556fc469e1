import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { currencySchema } from '../money';
import { defineToolDocuments } from '../tool-document-contracts';
import { marketSizes } from './market-sizing';

/** The calculator's bounds: counts under 10 billion, money under a quadrillion, notes and overview of a readable length. */
export const MARKET_LIMITS = {
  customers: 10_000_000_000,
  money: 1_000_000_000_000_000,
  purchasesPerYear: 100_000,
  note: 500,
  overview: 20_000,
  markets: 100,
  marketName: 100,
} as const;

const number = (
  message: string,
  { min, max, above = false, whole = false }: { min: number; max: number; above?: boolean; whole?: boolean },
) =>
  z
    .number({ error: message })
    .check(...(whole ? [z.int(message)] : []), above ? z.gt(min, message) : z.gte(min, message), z.lte(max, message));

const note = trimmedText(MARKET_LIMITS.note, {
  tooLong: say(
    { id: 'core.tools.marketResearch.noteTooLong', defaultMessage: 'At most {max} characters' },
    { max: MARKET_LIMITS.note },
  ),
});

/** A figure with the note that says where it comes from. */
const assumption = (value: z.ZodMiniNumber<number>) => z.object({ value, note });

const customers = assumption(
  number(
    say({
      id: 'core.tools.marketResearch.customersInvalid',
      defaultMessage: 'Enter a whole number of customers, 0 or more',
    }),
    {
      min: 0,
      max: MARKET_LIMITS.customers,
      whole: true,
    },
  ),
);
const money = assumption(
  number(say({ id: 'core.tools.marketResearch.amountInvalid', defaultMessage: 'Enter an amount of 0 or more' }), {
    min: 0,
    max: MARKET_LIMITS.money,
  }),
);
const percent = assumption(
  number(say({ id: 'core.tools.marketResearch.percentInvalid', defaultMessage: 'Enter a percentage from 0 to 100' }), {
    min: 0,
    max: 100,
  }),
);

export const topDownSchema = z.object({
  customers,
  annualSpend: money,
  serviceablePercent: percent,
  obtainablePercent: percent,
});

export const bottomUpSchema = z.object({
  customers,
  price: money,
  purchasesPerYear: assumption(
    number(
      say(
        {
          id: 'core.tools.marketResearch.purchasesInvalid',
          defaultMessage: 'Enter purchases a year above 0, at most {max}',
        },
        { max: MARKET_LIMITS.purchasesPerYear },
      ),
      {
        min: 0,
        max: MARKET_LIMITS.purchasesPerYear,
        above: true,
      },
    ),
  ),
});

/** The written overview of the market: the founder's, or an AI draft until they edit it. */
export const marketOverviewSchema = z.object({
  text: z.string().check(
    z.maxLength(
      MARKET_LIMITS.overview,
      say(
        {
          id: 'core.tools.marketResearch.overviewTooLong',
          defaultMessage: 'The overview must be at most {max} characters',
        },
        { max: MARKET_LIMITS.overview },
      ),
    ),
  ),
  aiDraft: z.boolean(),
});

/** What a saved market holds: its currency, the top-down and bottom-up assumptions, and the overview. */
export const marketDataSchema = z.object({
  currency: currencySchema,
  topDown: topDownSchema,
  bottomUp: bottomUpSchema,
  overview: marketOverviewSchema,
});

export type MarketData = z.infer<typeof marketDataSchema>;

/** The Market Research Agent's saved documents: named markets. */
export const marketDocuments = defineToolDocuments({
  toolId: 'market-research-agent',
  messages: {
    notFound: () => say({ id: 'core.tools.marketResearch.marketNotFound', defaultMessage: 'Market not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.marketResearch.marketNameTaken', defaultMessage: 'You already have a market named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.marketResearch.tooManyMarkets',
          defaultMessage: 'You can save up to {max} markets. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.marketResearch.marketChangedElsewhere',
        defaultMessage: 'This market was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.marketResearch.marketNameRequired', defaultMessage: 'Market name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.marketResearch.marketNameTooLong',
          defaultMessage: 'Market name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: marketDataSchema,
  nameMaxLength: MARKET_LIMITS.marketName,
  maxPerUser: MARKET_LIMITS.markets,
  // The TAM, whole, and the currency: the list shows it in the reader's language ('TAM 240000000 USD').
  summarize: ({ currency, topDown, bottomUp }) => `TAM ${Math.round(marketSizes(topDown, bottomUp).tam)} ${currency}`,
});
