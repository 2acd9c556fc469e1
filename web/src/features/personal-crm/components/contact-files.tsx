import { PERSONAL_CRM_LIMITS, type Contact } from '@core/tools/personal-crm/contact-record';
import {
  CONTACT_CSV_FIELDS,
  contactKey,
  contactsCsv,
  readContactRecord,
  type ContactCsvKey,
} from '@core/tools/personal-crm/contact-csv';
import { vcardTable } from '@core/tools/personal-crm/vcard';
import { csvTableOf } from '@core/csv-import/csv-records';
import { Download, Upload } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { CsvImportDialog } from '@/components/csv-import/csv-import-dialog';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';

/** 'Export CSV': every contact, in a file the import reads back. */
export function ExportContactsButton({ contacts, fileName }: { contacts: readonly Contact[]; fileName: string }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={contacts.length === 0}
      onClick={() => downloadFile(`${fileName}.csv`, contactsCsv(contacts), 'text/csv;charset=utf-8')}
    >
      <Download aria-hidden="true" className="mr-1.5 h-4 w-4" />
      {t({ id: 'personalCrm.files.export', defaultMessage: 'Export CSV' })}
    </Button>
  );
}

/** 'Import' opens the contacts' import (a CSV or a vCard file). */
export function ImportContactsButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onOpen}>
      <Upload aria-hidden="true" className="mr-1.5 h-4 w-4" />
      {t({ id: 'personalCrm.files.import', defaultMessage: 'Import CSV or vCard' })}
    </Button>
  );
}

/** A vCard file (by its name or its first line) is read as cards; anything else as CSV. */
const tableOf = (text: string, fileName: string) =>
  /\.vcf$/i.test(fileName) || /^\uFEFF?BEGIN:VCARD/i.test(text.trimStart()) ? vcardTable(text) : csvTableOf(text);

type ImportContactsDialogProps = {
  contacts: readonly Contact[];
  today: string;
  onImport: (contacts: Contact[]) => void;
  onClose: () => void;
};

/** The contacts' import: a CSV (columns guessed) or a vCard file; duplicates by e-mail shown and skipped. */
export function ImportContactsDialog({ contacts, today, onImport, onClose }: ImportContactsDialogProps) {
  const t = useT();
  const labels: Record<ContactCsvKey, string> = {
    name: t({ id: 'personalCrm.contact.name', defaultMessage: 'Name' }),
    company: t({ id: 'personalCrm.contact.company', defaultMessage: 'Company' }),
    role: t({ id: 'personalCrm.contact.role', defaultMessage: 'Role' }),
    email: t({ id: 'personalCrm.contact.email', defaultMessage: 'E-mail' }),
    phone: t({ id: 'personalCrm.contact.phone', defaultMessage: 'Phone' }),
    metAt: t({ id: 'personalCrm.contact.metAt', defaultMessage: 'Where you met' }),
    tags: t({ id: 'personalCrm.contact.tags', defaultMessage: 'Tags' }),
    links: t({ id: 'personalCrm.contact.links', defaultMessage: 'Links' }),
    keepInTouchDays: t({ id: 'personalCrm.contact.keepInTouch', defaultMessage: 'Keep in touch every (days)' }),
    notes: t({ id: 'personalCrm.contact.notes', defaultMessage: 'Notes' }),
  };
  const fields = CONTACT_CSV_FIELDS.map((field) => ({ ...field, label: labels[field.key] }));
  const read = useCallback(
    (values: Record<ContactCsvKey, string>) => readContactRecord(values, { today, newId: () => crypto.randomUUID() }),
    [today],
  );
  const existingKeys = useMemo(
    () => new Set(contacts.map(contactKey).filter((key): key is string => key !== null)),
    [contacts],
  );
  return (
    <CsvImportDialog
      title={t({ id: 'personalCrm.import.title', defaultMessage: 'Import contacts' })}
      fields={fields}
      read={read}
      keyOf={contactKey}
      existingKeys={existingKeys}
      file={{
        accept: '.csv,.vcf,text/csv,text/vcard',
        label: t({ id: 'personalCrm.import.file', defaultMessage: 'CSV or vCard (.vcf) file' }),
        tableOf,
      }}
      describe={(contact) => (contact.email ? `${contact.name} <${contact.email}>` : contact.name)}
      room={PERSONAL_CRM_LIMITS.contacts - contacts.length}
      importLabel={(count) =>
        t(
          {
            id: 'personalCrm.import.action',
            defaultMessage: '{count, plural, =0 {Import contacts} one {Import # contact} other {Import # contacts}}',
          },
          { count },
        )
      }
      onImport={onImport}
      onClose={onClose}
    />
  );
}
