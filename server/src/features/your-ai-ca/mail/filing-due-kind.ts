import type { NamedFiling } from '@core/tools/your-ai-ca/compliance-rules';
import { dueDateText } from '../../../mail/due-date-text';
import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { filingName } from './filing-words';
import { filingsDueMail } from './filings-due-mail';

/**
 * A filing due within its owner's reminder days (the filing-reminders job): one inbox line each, one mail for all of
 * a user's. A calendar filing keeps its rule, so each reader names it in its reader's language.
 */
export const filingDueKind: NotificationKindDefinition<{ filings: (NamedFiling & { dueDate: string })[] }> = {
  kind: 'filing_due',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.filingDue', defaultMessage: '“{subject}” is due soon' },
      { subject: filingName(intl, { type: data.subject, ruleId: data.ruleId }) },
    ),
  body: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.filingDueOn', defaultMessage: 'Due {date}' },
      { date: dueDateText(intl, data.excerpt) },
    ),
  mail: filingsDueMail,
};
