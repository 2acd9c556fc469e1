import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { nextStepsMail, type NextStepsMailValues } from './next-steps-mail';

/** An investor's next step dated today (the next-step-reminders job): one inbox line each, one mail per pipeline. */
export const investorNextStepKind: NotificationKindDefinition<NextStepsMailValues> = {
  kind: 'investor_next_step',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.investorNextStep', defaultMessage: 'Next step with {subject} is due today' },
      { subject: data.subject },
    ),
  mail: nextStepsMail,
};
