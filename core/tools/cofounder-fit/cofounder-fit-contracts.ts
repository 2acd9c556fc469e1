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
    tallies: ['assessments'],
    // Invitations are counted, never restored: their tokens are never exported.
    notRestored: ['invitations'],
  },
});
