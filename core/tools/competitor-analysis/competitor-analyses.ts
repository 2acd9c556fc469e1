import { say } from '../../i18n/say';
import { defineToolDocuments } from '../tool-document-contracts';
import { COMPETITOR_LIMITS, competitorAnalysisDataSchema } from './competitor-analysis';

/** The Competitor Analysis's saved documents: named analyses, one matrix, map and SWOTs each. */
export const competitorAnalysisDocuments = defineToolDocuments({
  toolId: 'competitor-analysis',
  messages: {
    notFound: () => say({ id: 'core.tools.competitorAnalysis.analysisNotFound', defaultMessage: 'Analysis not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        {
          id: 'core.tools.competitorAnalysis.analysisNameTaken',
          defaultMessage: 'You already have an analysis named {name}',
        },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.competitorAnalysis.tooManyAnalyses',
          defaultMessage: 'You can save up to {max} analyses. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.competitorAnalysis.analysisChangedElsewhere',
        defaultMessage: 'This analysis was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.competitorAnalysis.analysisNameRequired', defaultMessage: 'Analysis name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.competitorAnalysis.analysisNameTooLong',
          defaultMessage: 'Analysis name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: competitorAnalysisDataSchema,
  nameMaxLength: COMPETITOR_LIMITS.analysisName,
  maxPerUser: COMPETITOR_LIMITS.analyses,
  // The competitors compared, the founder's own product not counted ('2 competitors').
  summarize: ({ competitors }) => {
    const count = competitors.filter((competitor) => !competitor.isOwn).length;
    return `${count} ${count === 1 ? 'competitor' : 'competitors'}`;
  },
});
