import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import { importedPulseSurveysSchema, pulseSurveysExportSchema } from './team-culture-pulse-account-part';

/** The Team Culture Pulse, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const teamCulturePulseContracts = defineToolContracts({
  id: 'team-culture-pulse',
  accountPart: {
    key: 'pulseSurveys',
    export: pulseSurveysExportSchema,
    import: importedPulseSurveysSchema,
    tallies: {
      pulseSurveys: defineMessage({
        id: 'account.importReport.pulseSurveys',
        defaultMessage: '{count, plural, one {{count} pulse survey} other {{count} pulse surveys}}',
      }),
    },
    // Answers of a round below the anonymity threshold are not in the file: counted, never restored.
    notRestored: {
      pulseAnswers: defineMessage({
        id: 'account.importReport.pulseAnswers',
        defaultMessage:
          '{count, plural, one {{count} answer of a round below the anonymity threshold} other {{count} answers of rounds below the anonymity threshold}}',
      }),
    },
    lists: {
      pulseSurveys: {
        item: defineMessage({ id: 'account.importPlace.pulseSurvey', defaultMessage: 'pulse survey {number}' }),
        list: defineMessage({ id: 'account.importPlace.pulseSurveys', defaultMessage: 'pulse surveys' }),
      },
      rounds: {
        item: defineMessage({ id: 'account.importPlace.pulseRound', defaultMessage: 'round {number}' }),
        list: defineMessage({ id: 'account.importPlace.pulseRounds', defaultMessage: 'rounds' }),
      },
      answers: {
        item: defineMessage({ id: 'account.importPlace.pulseAnswer', defaultMessage: 'answer {number}' }),
        list: defineMessage({ id: 'account.importPlace.pulseAnswers', defaultMessage: 'answers' }),
      },
      questions: {
        item: defineMessage({ id: 'account.importPlace.pulseQuestion', defaultMessage: 'question {number}' }),
        list: defineMessage({ id: 'account.importPlace.pulseQuestions', defaultMessage: 'questions' }),
      },
    },
  },
});
