import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** The invited co-founder answered: the comparison is ready. */
export function assessmentAnsweredMail(
  { cofounder, url, language }: In<{ cofounder: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const intro = intl.formatMessage(
    {
      id: 'mail.assessmentAnswered.intro',
      defaultMessage:
        '{cofounder} answered your Co-founder Fit Assessment invitation. Your answers are now side by side.',
    },
    { cofounder },
  );
  return notificationMail(
    intl,
    intl.formatMessage(
      { id: 'mail.assessmentAnswered.subject', defaultMessage: '{cofounder} answered your co-founder fit invitation' },
      { cofounder },
    ),
    [intro],
    { label: intl.formatMessage({ id: 'mail.assessmentAnswered.action', defaultMessage: 'See the comparison' }), url },
    unsubscribe,
  );
}
