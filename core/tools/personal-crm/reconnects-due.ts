import type { ContactListData } from './contact-lists';
import { reconnectOn } from './reconnect';

/** A catch-up to be reminded of: with whom, and the day it came round. */
export type DueReconnect = { contactId: string; name: string; company: string; on: string };

/** The contacts whose catch-up day is `day` in a list: that day's reminders. */
export const reconnectsDue = ({ contacts }: Pick<ContactListData, 'contacts'>, day: string): DueReconnect[] =>
  contacts
    .filter((contact) => reconnectOn(contact) === day)
    .map(({ id, name, company }) => ({ contactId: id, name, company, on: day }));
