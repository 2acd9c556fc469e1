import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { introAcceptedMail, introDeclinedMail, introRequestedMail } from './intro-mails';

/** A founder asked the advisor for an intro (the founder, by their public name, is the actor). */
export const introRequestedKind: NotificationKindDefinition<{ founder: string; message: string }> = {
  kind: 'advisor_intro_requested',
  title: (intl, { actorName }) =>
    intl.formatMessage(
      { id: 'mail.push.advisorIntroRequested', defaultMessage: '{actorName} asked you for an intro' },
      { actorName },
    ),
  mail: introRequestedMail,
};

/** The advisor accepted the founder's request (the advisor is the actor). */
export const introAcceptedKind: NotificationKindDefinition<{ advisor: string; email: string }> = {
  kind: 'advisor_intro_accepted',
  title: (intl, { actorName }) =>
    intl.formatMessage(
      { id: 'mail.push.advisorIntroAccepted', defaultMessage: '{actorName} accepted your intro request' },
      { actorName },
    ),
  body: (intl) =>
    intl.formatMessage({
      id: 'mail.push.advisorIntroAcceptedBody',
      defaultMessage: 'Their e-mail address is in the Advisors Directory',
    }),
  mail: introAcceptedMail,
};

/** The advisor declined the founder's request. */
export const introDeclinedKind: NotificationKindDefinition<{ advisor: string }> = {
  kind: 'advisor_intro_declined',
  title: (intl, { actorName }) =>
    intl.formatMessage(
      { id: 'mail.push.advisorIntroDeclined', defaultMessage: '{actorName} is not able to take your intro request' },
      { actorName },
    ),
  body: (intl) =>
    intl.formatMessage({ id: 'mail.push.advisorIntroDeclinedBody', defaultMessage: 'Thank you for reaching out' }),
  mail: introDeclinedMail,
};
