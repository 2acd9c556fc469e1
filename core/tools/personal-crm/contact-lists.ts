import { knownTimeZone } from '../../i18n/time-zone';
import { say } from '../../i18n/say';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { contactSchema, PERSONAL_CRM_LIMITS } from './contact-record';

const L = PERSONAL_CRM_LIMITS;

/** What a saved list of contacts holds: the founder's time zone (the reconnect reminders' day) and the contacts. */
export const contactListDataSchema = z.object({
  timeZone: z
    .string()
    .check(
      z.refine(
        (value) => knownTimeZone(value) === value,
        say({ id: 'core.tools.personalCrm.invalidTimeZone', defaultMessage: 'Choose a time zone' }),
      ),
    ),
  contacts: z.array(contactSchema).check(
    z.maxLength(
      L.contacts,
      say(
        { id: 'core.tools.personalCrm.tooManyContacts', defaultMessage: 'At most {max} contacts in a list' },
        { max: L.contacts },
      ),
    ),
    z.refine(
      (contacts) => new Set(contacts.map((contact) => contact.id)).size === contacts.length,
      say({ id: 'core.tools.personalCrm.contactRepeated', defaultMessage: 'Each contact must appear once' }),
    ),
  ),
});

export type ContactListData = z.infer<typeof contactListDataSchema>;

/** The Personal CRM's saved documents: named lists of contacts (ADR 0097). */
export const contactListDocuments = defineToolDocuments({
  toolId: 'personal-crm',
  messages: {
    notFound: () => say({ id: 'core.tools.personalCrm.listNotFound', defaultMessage: 'Contact list not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.personalCrm.listNameTaken', defaultMessage: 'You already have a contact list named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.personalCrm.tooManyLists',
          defaultMessage: 'You can save up to {max} contact lists. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.personalCrm.listChangedElsewhere',
        defaultMessage: 'This contact list was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.personalCrm.listNameRequired', defaultMessage: 'Contact list name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.personalCrm.listNameTooLong',
          defaultMessage: 'Contact list name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: contactListDataSchema,
  nameMaxLength: L.listName,
  maxPerUser: L.lists,
  summarize: ({ contacts }) => `${contacts.length} ${contacts.length === 1 ? 'contact' : 'contacts'}`,
});
