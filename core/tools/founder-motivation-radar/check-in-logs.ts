import { say } from '../../i18n/say';
import { defineToolDocuments } from '../tool-document-contracts';
import { checkInLogDataSchema, MOTIVATION_LIMITS } from './check-ins';

/** The Founder Motivation Radar's saved document: the founder's one log of weekly check-ins (ADR 0106). */
export const checkInLogDocuments = defineToolDocuments({
  toolId: 'founder-motivation-radar',
  messages: {
    notFound: () => say({ id: 'core.tools.motivationRadar.logNotFound', defaultMessage: 'Check-in log not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        {
          id: 'core.tools.motivationRadar.logNameTaken',
          defaultMessage: 'You already have a check-in log named {name}',
        },
        { name: `'${name}'` },
      ),
    tooMany: () =>
      say({
        id: 'core.tools.motivationRadar.tooManyLogs',
        defaultMessage: 'You keep one check-in log. Open it from your saved log to add this week.',
      }),
    changedElsewhere: () =>
      say({
        id: 'core.tools.motivationRadar.logChangedElsewhere',
        defaultMessage: 'Your check-ins were changed since you opened them. Open them again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.motivationRadar.logNameRequired', defaultMessage: 'Check-in log name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.motivationRadar.logNameTooLong',
          defaultMessage: 'Check-in log name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: checkInLogDataSchema,
  nameMaxLength: MOTIVATION_LIMITS.logName,
  maxPerUser: MOTIVATION_LIMITS.logs,
  summarize: ({ checkIns }) => `${checkIns.length} ${checkIns.length === 1 ? 'check-in' : 'check-ins'}`,
});
