import { mailIntl, type MailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/**
 * The Advisors Directory's mails (ADR 0098). A request tells the advisor who asks and what they wrote — not the
 * founder's address; an acceptance tells the founder the advisor's address; a decline shares none.
 */

type Words = { subject: string; paragraphs: string[]; action: string };

/** A notification mail of the directory in the reader's language, its button leading to the tool. */
function directoryMail(
  { url, language }: In<{ url: string }>,
  unsubscribe: NotificationUnsubscribe,
  wordsIn: (intl: MailIntl) => Words,
): Template {
  const intl = mailIntl(language);
  const { subject, paragraphs, action } = wordsIn(intl);
  return notificationMail(intl, subject, paragraphs, { label: action, url }, unsubscribe);
}

/** To the advisor: a founder asks for an intro. */
export const introRequestedMail = (
  { founder, message, ...at }: In<{ founder: string; message: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
) =>
  directoryMail(at, unsubscribe, (intl) => ({
    subject: intl.formatMessage(
      { id: 'mail.advisorIntroRequested.subject', defaultMessage: '{founder} asked you for an intro' },
      { founder },
    ),
    paragraphs: [
      intl.formatMessage(
        {
          id: 'mail.advisorIntroRequested.intro',
          defaultMessage: '{founder} found your profile in the Advisors Directory and would like an intro:',
        },
        { founder },
      ),
      message,
      intl.formatMessage(
        {
          id: 'mail.advisorIntroRequested.privacy',
          defaultMessage:
            'Accept or decline in the Advisors Directory. Only if you accept do you and {founder} see each other’s e-mail address.',
        },
        { founder },
      ),
    ],
    action: intl.formatMessage({ id: 'mail.advisorIntroRequested.action', defaultMessage: 'Answer the request' }),
  }));

/** To the founder: the advisor accepted, with their address. */
export const introAcceptedMail = (
  { advisor, email, ...at }: In<{ advisor: string; email: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
) =>
  directoryMail(at, unsubscribe, (intl) => ({
    subject: intl.formatMessage(
      { id: 'mail.advisorIntroAccepted.subject', defaultMessage: '{advisor} accepted your intro request' },
      { advisor },
    ),
    paragraphs: [
      intl.formatMessage(
        {
          id: 'mail.advisorIntroAccepted.intro',
          defaultMessage: 'Good news: {advisor} accepted your intro request. You can write to them at {email}.',
        },
        { advisor, email },
      ),
      intl.formatMessage({
        id: 'mail.advisorIntroAccepted.shared',
        defaultMessage: 'They can see your e-mail address too, and may write first.',
      }),
    ],
    action: intl.formatMessage({ id: 'mail.advisorIntroAccepted.action', defaultMessage: 'See your intro requests' }),
  }));

/** To the founder: the advisor declined, politely; nothing is shared. */
export const introDeclinedMail = (
  { advisor, ...at }: In<{ advisor: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
) =>
  directoryMail(at, unsubscribe, (intl) => ({
    subject: intl.formatMessage(
      { id: 'mail.advisorIntroDeclined.subject', defaultMessage: 'An update on your intro request to {advisor}' },
      { advisor },
    ),
    paragraphs: [
      intl.formatMessage(
        {
          id: 'mail.advisorIntroDeclined.intro',
          defaultMessage:
            '{advisor} is not able to take your intro request right now. Thank you for reaching out — there are other advisors in the directory who may be a good fit.',
        },
        { advisor },
      ),
    ],
    action: intl.formatMessage({ id: 'mail.advisorIntroDeclined.action', defaultMessage: 'Find other advisors' }),
  }));
