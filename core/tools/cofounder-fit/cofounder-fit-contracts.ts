import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import { assessmentsExportSchema, importedAssessmentsSchema } from './cofounder-fit-account-part';

/** The co-founder fit assessment, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const cofounderFitContracts = defineToolContracts({
  id: 'cofounder-fit',
  notificationKinds: [
    {
      // The invited co-founder answered (they are the notification's actor): the comparison is ready.
      kind: 'assessment_answered',
      sentence: defineMessage({
        id: 'notifications.item.assessmentAnswered',
        defaultMessage: '{actorName} answered your co-founder fit invitation',
      }),
    },
  ],
  accountPart: {
    key: 'assessments',
    export: assessmentsExportSchema,
    import: importedAssessmentsSchema,
    tallies: {
      assessments: defineMessage({
        id: 'account.importReport.assessments',
        defaultMessage: '{count, plural, one {{count} assessment} other {{count} assessments}}',
      }),
    },
    // Invitations are counted, never restored: their tokens are never exported.
    notRestored: {
      invitations: defineMessage({
        id: 'account.importReport.invitations',
        defaultMessage: '{count, plural, one {{count} co-founder invitation} other {{count} co-founder invitations}}',
      }),
    },
    lists: {
      assessments: {
        item: defineMessage({ id: 'account.importPlace.assessment', defaultMessage: 'assessment {number}' }),
        list: defineMessage({ id: 'account.importPlace.assessments', defaultMessage: 'assessments' }),
      },
      answers: {
        item: defineMessage({ id: 'account.importPlace.answer', defaultMessage: 'answer {number}' }),
        list: defineMessage({ id: 'account.importPlace.answers', defaultMessage: 'answers' }),
      },
    },
  },
});
