import { lastActivityDay } from '../../activity-log/activity';
import { toCsv } from '../../csv';
import type { CsvField, CsvIssue, CsvRecordReading } from '../../csv-import/csv-records';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import { contactSchema, newContact, tagsOf, type Contact } from './contact-record';

export const CONTACT_CSV_KEYS = [
  'name',
  'company',
  'role',
  'email',
  'phone',
  'metAt',
  'tags',
  'links',
  'keepInTouchDays',
  'notes',
] as const;
export type ContactCsvKey = (typeof CONTACT_CSV_KEYS)[number];

/** The columns a contact list usually has, by the names Google Contacts, LinkedIn, Outlook and this tool's export give them. */
export const CONTACT_CSV_FIELDS: readonly CsvField<ContactCsvKey>[] = [
  { key: 'name', headers: /^(full\s*|display\s*)?name$|^contact$/i },
  { key: 'company', headers: /company|organi[sz]ation|employer/i },
  { key: 'role', headers: /role|title|position|job/i },
  { key: 'email', headers: /e-?mail/i },
  { key: 'phone', headers: /phone|mobile|tel/i },
  { key: 'metAt', headers: /met|where|source/i },
  { key: 'tags', headers: /tag|label|group|categor/i },
  { key: 'links', headers: /link|url|web|linkedin|profile/i },
  { key: 'keepInTouchDays', headers: /keep\s*in\s*touch|every|reconnect|frequency/i },
  { key: 'notes', headers: /note|comment/i },
];

const DAYS_UNREADABLE = say({
  id: 'core.tools.personalCrm.csvDaysUnreadable',
  defaultMessage: 'Enter a whole number of days',
});

/**
 * One record of a contact list as a contact added on `today`: tags separated by commas, links by spaces or new lines,
 * 'keep in touch' as a number of days; each field the contact schema refuses is an issue of that field.
 */
export function readContactRecord(
  values: Record<ContactCsvKey, string>,
  { today, newId }: { today: string; newId: () => string },
): CsvRecordReading<Contact, ContactCsvKey> {
  const issues: CsvIssue<ContactCsvKey>[] = [];
  const days = values.keepInTouchDays === '' ? null : Number(values.keepInTouchDays);
  if (days !== null && !Number.isInteger(days)) issues.push({ field: 'keepInTouchDays', message: DAYS_UNREADABLE });
  const candidate = newContact(newId(), today, {
    name: values.name,
    company: values.company,
    role: values.role,
    email: values.email,
    phone: values.phone,
    metAt: values.metAt,
    tags: tagsOf(values.tags),
    links: values.links.split(/\s+/).filter(Boolean),
    keepInTouchDays: days !== null && Number.isInteger(days) ? days : null,
    notes: values.notes,
  });
  const checked = z.safeParse(contactSchema, candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as ContactCsvKey;
      if (!issues.some((known) => known.field === field)) issues.push({ field, message: issue.message });
    }
  }
  return issues.length > 0 || !checked.success ? { issues } : { item: checked.data };
}

/** The key duplicates are found by: the e-mail address, lower-cased (none: never a duplicate). */
export const contactKey = ({ email }: Pick<Contact, 'email'>) => (email === '' ? null : email.toLowerCase());

/** The contacts as a CSV file the import reads back, with each one's last interaction. */
export const contactsCsv = (contacts: readonly Contact[]): string =>
  toCsv([
    [
      'Name',
      'Company',
      'Role',
      'Email',
      'Phone',
      'Where met',
      'Tags',
      'Links',
      'Keep in touch (days)',
      'Notes',
      'Last interaction',
    ],
    ...contacts.map((contact) => [
      contact.name,
      contact.company,
      contact.role,
      contact.email,
      contact.phone,
      contact.metAt,
      contact.tags.join(', '),
      contact.links.join(' '),
      contact.keepInTouchDays,
      contact.notes,
      lastActivityDay(contact.interactions) ?? '',
    ]),
  ]);
