import { lastActivityDay } from '../../activity-log/activity';
import { isoDateParts } from '../../dates/iso-date';
import type { Contact } from './contact-record';

/** A day `days` after an ISO day (the calendar's, no time zone). */
export function daysAfter(day: string, days: number): string {
  const [year, month, date] = isoDateParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => {
  const utc = (day: string) => {
    const [year, month, date] = isoDateParts(day);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
};

/** When a contact is due for a catch-up: `keepInTouchDays` after the last interaction (or the day added); null: never. */
export const reconnectOn = (contact: Pick<Contact, 'keepInTouchDays' | 'interactions' | 'addedOn'>): string | null =>
  contact.keepInTouchDays === null
    ? null
    : daysAfter(lastActivityDay(contact.interactions) ?? contact.addedOn, contact.keepInTouchDays);

/** A contact due for a catch-up on `today`: since when, and how many days late (0: today). */
export type DueContact = { contact: Contact; dueOn: string; daysLate: number };

/** The 'Reconnect' list on `today`: every contact whose catch-up day has come, the longest waiting first. */
export function reconnectList(contacts: readonly Contact[], today: string): DueContact[] {
  return contacts
    .flatMap((contact) => {
      const dueOn = reconnectOn(contact);
      return dueOn !== null && dueOn <= today ? [{ contact, dueOn, daysLate: daysBetween(dueOn, today) }] : [];
    })
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.contact.name.localeCompare(b.contact.name));
}
