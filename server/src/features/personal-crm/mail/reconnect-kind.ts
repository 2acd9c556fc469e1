import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { reconnectMail, type ReconnectMailValues } from './reconnect-mail';

/** A contact's catch-up day (the reconnect-reminders job): one inbox line each, one mail per contact list. */
export const contactReconnectKind: NotificationKindDefinition<ReconnectMailValues> = {
  kind: 'contact_reconnect',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.contactReconnect', defaultMessage: 'Time to reconnect with {subject}' },
      { subject: data.subject },
    ),
  mail: reconnectMail,
};
