import type { NotificationData, NotificationKind } from '@core/notifications/notification-contracts';
import type { PushMessage } from '@core/notifications/push-contracts';
import type { Language } from '@core/preferences/languages';
import { dueDateText, filingName } from './filing-words';
import { mailIntl, type MailIntl } from './mail-intl';

/** A notification as the notifier records it: its kind, who did it, and what it keeps of the event. */
export type PushedNotification = { kind: NotificationKind; actorName: string; data: NotificationData };

/** The sentence a push says of a notification: the inbox's (core's notificationText), in the recipient's language. */
function titleOf(intl: MailIntl, { kind, actorName, data }: PushedNotification): string {
  const subject = data.subject;
  switch (kind) {
    case 'idea_shared':
      return intl.formatMessage({ id: 'mail.push.ideaShared', defaultMessage: '{actorName} shared “{subject}” with you' }, { actorName, subject });
    case 'idea_commented':
      return intl.formatMessage({ id: 'mail.push.ideaCommented', defaultMessage: '{actorName} commented on “{subject}”' }, { actorName, subject });
    case 'assessment_answered':
      return intl.formatMessage({ id: 'mail.push.assessmentAnswered', defaultMessage: '{actorName} answered your co-founder fit invitation' }, { actorName });
    case 'filing_due':
      return intl.formatMessage({ id: 'mail.push.filingDue', defaultMessage: '“{subject}” is due soon' }, { subject: filingName(intl, { type: subject, ruleId: data.ruleId }) });
    case 'domain_available':
      return intl.formatMessage({ id: 'mail.push.domainAvailable', defaultMessage: '{subject} is available to register' }, { subject });
    case 'domain_expiring':
      return intl.formatMessage({ id: 'mail.push.domainExpiring', defaultMessage: '{subject} expires soon' }, { subject });
  }
}

/**
 * What a push says of a notification, in its recipient's language (ADR 0031, 0032): the inbox's sentence; the
 * comment or message as written, or the date a filing or a domain's news is about; where a click leads; and a tag, so a newer push
 * about the same thing replaces the older one on the screen.
 */
export function pushMessageOf(notification: PushedNotification, language: Language | undefined): PushMessage {
  const intl = mailIntl(language);
  const { kind, data } = notification;
  return { title: titleOf(intl, notification), body: bodyOf(intl, notification), url: data.href, tag: `${kind}:${data.href}` };
}

/** A push's second line: the comment or message as written, or the date a filing or domain's news is about, in words. */
function bodyOf(intl: MailIntl, { kind, data }: PushedNotification): string {
  switch (kind) {
    case 'filing_due':
      return intl.formatMessage({ id: 'mail.push.filingDueOn', defaultMessage: 'Due {date}' }, { date: dueDateText(intl, data.excerpt) });
    case 'domain_available':
      return intl.formatMessage({ id: 'mail.push.domainFoundFree', defaultMessage: 'Found free on {date}' }, { date: dueDateText(intl, data.excerpt) });
    case 'domain_expiring':
      return intl.formatMessage({ id: 'mail.push.domainExpiresOn', defaultMessage: 'Expires {date}' }, { date: dueDateText(intl, data.excerpt) });
    default:
      return data.excerpt;
  }
}
