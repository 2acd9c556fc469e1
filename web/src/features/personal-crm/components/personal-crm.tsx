import { newContact } from '@core/tools/personal-crm/contact-record';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { fileNameOf } from '@/lib/file-name-of';
import { useT } from '@/lib/i18n/use-t';
import { useAddressItem } from '@/lib/use-address-item';
import { useToday } from '@/lib/use-today';
import { useContactListDocument, withContact } from '../hooks/use-contact-list-document';
import { ContactDialog } from './contact-dialog';
import { ContactsSection } from './contacts-section';
import { ExportContactsButton, ImportContactsButton, ImportContactsDialog } from './contact-files';
import { ReconnectSection } from './reconnect-section';
import { SavedContactLists } from './saved-contact-lists';

/** What is open over the list: a contact's record (a new one), or the import. */
type Opened =
  | { kind: 'contact'; id: string; opener: HTMLElement | null }
  | { kind: 'new'; id: string; opener: HTMLElement | null }
  | { kind: 'import' };

/**
 * The /tool/personal-crm page (ADR 0097): the founder's contacts with their interactions, searched and filtered by
 * tags; 'Reconnect' lists who is due for a catch-up; saved as named lists, imported from CSV and vCard, exported as
 * CSV. `?contact=<id>` (a reminder's link) opens that contact.
 */
export function PersonalCrm() {
  const t = useT();
  const list = useContactListDocument();
  const { values, change } = list;
  const today = useToday();
  const [chosen, setChosen] = useState<Opened | null>(null);
  const link = useAddressItem('contact', (id) => values.contacts.some((contact) => contact.id === id));
  const opened: Opened | null = chosen ?? (link.linked ? { kind: 'contact', id: link.linked, opener: null } : null);
  const setOpened = (next: Opened | null) => {
    link.forget();
    setChosen(next);
  };
  const open = (id: string, opener: HTMLElement | null) => setOpened({ kind: 'contact', id, opener });
  const add = (opener: HTMLElement | null) => setOpened({ kind: 'new', id: crypto.randomUUID(), opener });
  const openedContact =
    opened?.kind === 'contact' || opened?.kind === 'new'
      ? (values.contacts.find((contact) => contact.id === opened.id) ??
        (opened.kind === 'new' ? newContact(opened.id, today ?? '') : undefined))
      : undefined;

  return (
    <ToolPage
      toolId="personal-crm"
      width="5xl"
      description={t({
        id: 'personalCrm.page.description',
        defaultMessage:
          'The people in your founder network: where you met, what you talked about, and who is due for a catch-up.',
      })}
      document={list}
      saved={<SavedContactLists list={list} />}
      headerExtras={
        <div className="flex flex-wrap gap-2">
          <ImportContactsButton onOpen={() => setOpened({ kind: 'import' })} />
          <ExportContactsButton contacts={values.contacts} fileName={fileNameOf(list.name, 'contacts')} />
        </div>
      }
    >
      {values.contacts.length > 0 && <ReconnectSection contacts={values.contacts} today={today} onOpen={open} />}
      <ContactsSection
        contacts={values.contacts}
        onOpen={open}
        onAdd={add}
        onImport={() => setOpened({ kind: 'import' })}
      />
      {openedContact && opened && opened.kind !== 'import' && (
        <ContactDialog
          key={openedContact.id}
          contact={openedContact}
          isNew={!values.contacts.some((contact) => contact.id === openedContact.id)}
          today={today ?? ''}
          opener={opened.opener}
          onSave={(contact) => change((current) => withContact(current, contact))}
          onDelete={() =>
            change((current) => ({ contacts: current.contacts.filter((contact) => contact.id !== openedContact.id) }))
          }
          onClose={() => setOpened(null)}
        />
      )}
      {opened?.kind === 'import' && (
        <ImportContactsDialog
          contacts={values.contacts}
          today={today ?? ''}
          onImport={(contacts) => change((current) => ({ contacts: [...current.contacts, ...contacts] }))}
          onClose={() => setOpened(null)}
        />
      )}
    </ToolPage>
  );
}
