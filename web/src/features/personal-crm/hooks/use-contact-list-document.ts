import {
  contactListDataSchema,
  contactListDocuments,
  type ContactListData,
} from '@core/tools/personal-crm/contact-lists';
import type { Contact } from '@core/tools/personal-crm/contact-record';
import { DEFAULT_TIME_ZONE } from '@core/i18n/time-zone';
import { usePageTimeZone } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';

const checkList = (list: ContactListData) => checkedBy(contactListDataSchema, list, { contacts: list.contacts });

/** The list with `contact` in place of the one with its id, or added at the end. */
export const withContact = (list: ContactListData, contact: Contact): Pick<ContactListData, 'contacts'> => ({
  contacts: list.contacts.some((item) => item.id === contact.id)
    ? list.contacts.map((item) => (item.id === contact.id ? contact : item))
    : [...list.contacts, contact],
});

/**
 * The contact list on the page and its saved document (ADR 0024, 0097): every change (a contact saved, an interaction
 * logged, an import) is the document's, saved as the founder's Auto save says. A new list is in the founder's time
 * zone (its reconnect reminders' day).
 */
export function useContactListDocument() {
  const t = useT();
  const timeZone = usePageTimeZone() ?? DEFAULT_TIME_ZONE;
  return useToolDocument(contactListDocuments, {
    valuesOf: (data: ContactListData | null) => data ?? { timeZone, contacts: [] },
    check: checkList,
    labels: {
      name: t({ id: 'personalCrm.lists.name', defaultMessage: 'List name' }),
      startNew: t({ id: 'personalCrm.lists.new', defaultMessage: 'New list' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'personalCrm.lists.defaultName', defaultMessage: 'Network {number}' }, { number }),
      nameTaken: t({ id: 'personalCrm.lists.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'personalCrm.lists.goneOnSave',
        defaultMessage: 'This contact list no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'personalCrm.lists.saveError',
        defaultMessage: 'Could not save the contact list. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'personalCrm.lists.gone', defaultMessage: 'This contact list no longer exists.' }),
      openError: t({
        id: 'personalCrm.lists.openError',
        defaultMessage: 'Could not open the contact list. Please try again.',
      }),
      deleteError: t({
        id: 'personalCrm.lists.deleteError',
        defaultMessage: 'Could not delete the contact list. Please try again.',
      }),
      fixFields: t({
        id: 'personalCrm.lists.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
}

export type ContactListDocument = ReturnType<typeof useContactListDocument>;
