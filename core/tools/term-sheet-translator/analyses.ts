import { say } from '../../i18n/say';
import { currencySchema } from '../money';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { waterfallInputsSchema } from './waterfall-inputs';

export const TERM_SHEET_LIMITS = {
  /** The longest term sheet read: a long one is 3,000–6,000 words, about 20,000–40,000 characters. */
  text: 40_000,
  analysisName: 100,
  analyses: 100,
} as const;

/** A pasted term sheet, up to TERM_SHEET_LIMITS.text characters. */
export const termSheetTextSchema = z
  .string({ error: say({ id: 'core.tools.termSheet.textRequired', defaultMessage: 'Paste a term sheet' }) })
  .check(
    z.refine(
      (text) => text.trim() !== '',
      say({ id: 'core.tools.termSheet.textRequired', defaultMessage: 'Paste a term sheet' }),
    ),
    z.maxLength(
      TERM_SHEET_LIMITS.text,
      say(
        { id: 'core.tools.termSheet.textTooLong', defaultMessage: 'A term sheet can be at most {max} characters long' },
        { max: '40,000' },
      ),
    ),
  );

/** What a saved analysis holds: the term sheet's text, the currency its amounts are in, and the waterfall's inputs. */
export const termSheetAnalysisDataSchema = z.object({
  text: termSheetTextSchema,
  currency: currencySchema,
  waterfall: waterfallInputsSchema,
});

export type TermSheetAnalysisData = z.infer<typeof termSheetAnalysisDataSchema>;

/**
 * What the list says of an analysis: its currency, and its latest series' investment and post-money valuation
 * ('USD 4000000 20000000'),
 * which the web writes as money in the page's language. Not its clauses: reading them would put the clause finder
 * in every tool page, which loads this registry.
 */
export const summarizeAnalysis = ({
  currency,
  waterfall,
}: Pick<TermSheetAnalysisData, 'currency' | 'waterfall'>): string => {
  const latest = waterfall.series.at(-1)!;
  return `${currency} ${latest.investment} ${latest.postMoney}`;
};

/** The term sheet translator's saved documents: named analyses. */
export const termSheetAnalysisDocuments = defineToolDocuments({
  toolId: 'term-sheet-translator',
  messages: {
    notFound: () => say({ id: 'core.tools.termSheet.analysisNotFound', defaultMessage: 'Analysis not found' }),
    nameTaken: (name) =>
      say(
        { id: 'core.tools.termSheet.analysisNameTaken', defaultMessage: 'You already have an analysis named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.termSheet.tooManyAnalyses',
          defaultMessage: 'You can save up to {max} analyses. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.termSheet.analysisChangedElsewhere',
        defaultMessage: 'This analysis was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.termSheet.analysisNameRequired', defaultMessage: 'Analysis name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.termSheet.analysisNameTooLong',
          defaultMessage: 'Analysis name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: termSheetAnalysisDataSchema,
  nameMaxLength: TERM_SHEET_LIMITS.analysisName,
  maxPerUser: TERM_SHEET_LIMITS.analyses,
  summarize: summarizeAnalysis,
});
