import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { assessmentAnsweredMail } from './assessment-answered-mail';

/** The invited co-founder answered: the comparison is ready (the co-founder is the notification's actor). */
export const assessmentAnsweredKind: NotificationKindDefinition<{ cofounder: string }> = {
  kind: 'assessment_answered',
  title: (intl, { actorName }) =>
    intl.formatMessage(
      { id: 'mail.push.assessmentAnswered', defaultMessage: '{actorName} answered your co-founder fit invitation' },
      { actorName },
    ),
  mail: assessmentAnsweredMail,
};
