import { contactSchema, tagsOf, type Contact } from '@core/tools/personal-crm/contact-record';
import { useState } from 'react';
import { RecordDialog } from '@/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { issuesById } from '@/lib/tool-documents/issues-by-id';

/** A contact's fields as the dialog's inputs hold them: tags comma-separated, links one a line, days as typed. */
type ContactFields = Record<
  'name' | 'company' | 'role' | 'email' | 'phone' | 'metAt' | 'tags' | 'links' | 'keepInTouchDays' | 'notes',
  string
>;

const fieldsOf = (contact: Contact): ContactFields => ({
  name: contact.name,
  company: contact.company,
  role: contact.role,
  email: contact.email,
  phone: contact.phone,
  metAt: contact.metAt,
  tags: contact.tags.join(', '),
  links: contact.links.join('\n'),
  keepInTouchDays: contact.keepInTouchDays === null ? '' : String(contact.keepInTouchDays),
  notes: contact.notes,
});

/** The first issue of a field, or of any item of a list field ('links.1' is the links'). */
const issueOf = (issues: Record<string, string>, field: string) =>
  issues[field] ?? Object.entries(issues).find(([path]) => path.startsWith(`${field}.`))?.[1];

type ContactDialogProps = {
  contact: Contact;
  isNew: boolean;
  today: string;
  opener: HTMLElement | null;
  onSave: (contact: Contact) => void;
  onDelete: () => void;
  onClose: () => void;
};

/**
 * A contact: who, where you met, how to reach them, tags, links and how often to keep in touch — saved into the list
 * with 'Save contact' (a wrong field is said beside it, nothing is lost) — and, once saved, the log of interactions,
 * each kept at once (logging one restarts the reconnect clock).
 */
export function ContactDialog({ contact, isNew, today, opener, onSave, onDelete, onClose }: ContactDialogProps) {
  const t = useT();
  const said = useSaid();
  const [fields, setFields] = useState(() => fieldsOf(contact));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const error = (field: keyof ContactFields) => {
    const issue = issueOf(issues, field);
    return issue ? said(issue) : undefined;
  };
  const field = (name: keyof ContactFields, label: string, type = 'text') => (
    <div data-record-field={name}>
      <FormField
        type={type}
        label={label}
        value={fields[name]}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        error={error(name)}
        autoComplete="off"
      />
    </div>
  );
  const submit = () => {
    const days = fields.keepInTouchDays.trim();
    const checked = contactSchema.safeParse({
      ...contact,
      name: fields.name,
      company: fields.company,
      role: fields.role,
      email: fields.email,
      phone: fields.phone,
      metAt: fields.metAt,
      tags: tagsOf(fields.tags),
      links: fields.links.split(/\s+/).filter(Boolean),
      keepInTouchDays: days === '' ? null : Number(days),
      notes: fields.notes,
    });
    if (!checked.success) {
      const found = issuesById(checked.error.issues, {});
      setIssues(found);
      return found;
    }
    onSave(checked.data);
    return {};
  };
  return (
    <RecordDialog
      isNew={isNew}
      texts={{
        title: isNew
          ? t({ id: 'personalCrm.contact.newTitle', defaultMessage: 'Add a contact' })
          : t({ id: 'personalCrm.contact.title', defaultMessage: 'Contact' }),
        save: t({ id: 'personalCrm.contact.save', defaultMessage: 'Save contact' }),
        delete: t({ id: 'personalCrm.contact.delete', defaultMessage: 'Delete contact' }),
        deleteTitle: t({ id: 'personalCrm.contact.deleteTitle', defaultMessage: 'Delete contact?' }),
        deleteDescription: t(
          {
            id: 'personalCrm.contact.deleteDescription',
            defaultMessage: "''{name}'' and their interactions will be deleted from this list.",
          },
          { name: contact.name },
        ),
      }}
      onSubmit={submit}
      log={{
        activities: contact.interactions,
        onActivities: (interactions) => onSave({ ...contact, interactions }),
        today,
      }}
      opener={opener}
      onDelete={onDelete}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', t({ id: 'personalCrm.contact.name', defaultMessage: 'Name' }))}
        {field('company', t({ id: 'personalCrm.contact.company', defaultMessage: 'Company' }))}
        {field('role', t({ id: 'personalCrm.contact.role', defaultMessage: 'Role' }))}
        {field('metAt', t({ id: 'personalCrm.contact.metAt', defaultMessage: 'Where you met' }))}
        {field('email', t({ id: 'personalCrm.contact.email', defaultMessage: 'E-mail' }), 'email')}
        {field('phone', t({ id: 'personalCrm.contact.phone', defaultMessage: 'Phone' }), 'tel')}
        {field('tags', t({ id: 'personalCrm.contact.tagsField', defaultMessage: 'Tags (separated by commas)' }))}
        {field(
          'keepInTouchDays',
          t({ id: 'personalCrm.contact.keepInTouch', defaultMessage: 'Keep in touch every (days)' }),
        )}
      </div>
      <div data-record-field="links">
        <TextAreaField
          label={t({ id: 'personalCrm.contact.linksField', defaultMessage: 'Links (one a line)' })}
          value={fields.links}
          onChange={(event) => setFields((current) => ({ ...current, links: event.target.value }))}
          error={error('links')}
          rows={2}
        />
      </div>
      <div data-record-field="notes">
        <TextAreaField
          label={t({ id: 'personalCrm.contact.notes', defaultMessage: 'Notes' })}
          value={fields.notes}
          onChange={(event) => setFields((current) => ({ ...current, notes: event.target.value }))}
          error={error('notes')}
        />
      </div>
    </RecordDialog>
  );
}
