import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import {
  competitionDeadlinesExportSchema,
  importedCompetitionDeadlinesSchema,
} from './competition-hackathon-directory-account-part';

/** The Competition & Hackathon Directory, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const competitionHackathonDirectoryContracts = defineToolContracts({
  id: 'competition-hackathon-directory',
  notificationKinds: [
    {
      // A tracked deadline a week ahead or on the day: the entry's name, and the deadline's day.
      kind: 'competition_deadline',
      sentence: defineMessage({
        id: 'notifications.item.competitionDeadline',
        defaultMessage: 'The deadline for {subject} is coming up',
      }),
      dated: defineMessage({ id: 'notifications.item.competitionDeadlineOn', defaultMessage: 'Deadline {date}' }),
    },
  ],
  accountPart: {
    key: 'competitionDeadlines',
    export: competitionDeadlinesExportSchema,
    import: importedCompetitionDeadlinesSchema,
    tallies: {
      competitionDeadlines: defineMessage({
        id: 'account.importReport.competitionDeadlines',
        defaultMessage: '{count, plural, one {{count} tracked deadline} other {{count} tracked deadlines}}',
      }),
    },
    lists: {
      competitionDeadlines: {
        item: defineMessage({
          id: 'account.importPlace.competitionDeadline',
          defaultMessage: 'tracked deadline {number}',
        }),
        list: defineMessage({ id: 'account.importPlace.competitionDeadlines', defaultMessage: 'tracked deadlines' }),
      },
    },
  },
});
