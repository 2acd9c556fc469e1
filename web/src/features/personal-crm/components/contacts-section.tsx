import type { Contact } from '@core/tools/personal-crm/contact-record';
import { lastActivityDay } from '@core/activity-log/activity';
import { searchWords } from '@core/search/search-words';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/** Whether every word searched starts a word of the contact's name, company, role, where met, tags, e-mail or notes. */
const matches = (contact: Contact, words: readonly string[]) => {
  if (words.length === 0) return true;
  const own = searchWords(
    [
      contact.name,
      contact.company,
      contact.role,
      contact.metAt,
      contact.tags.join(' '),
      contact.email,
      contact.notes,
    ].join(' '),
  );
  return words.every((word) => own.some((mine) => mine.startsWith(word)));
};

type ContactsSectionProps = {
  contacts: readonly Contact[];
  onOpen: (id: string, opener: HTMLElement) => void;
  onAdd: (opener: HTMLElement | null) => void;
  onImport: () => void;
};

/** The contacts, searched by words and filtered by tags (a contact with any tag chosen), each opening its record. */
export function ContactsSection({ contacts, onOpen, onAdd, onImport }: ContactsSectionProps) {
  const t = useT();
  const intl = useI18n();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [chosenTags, setChosenTags] = useState<readonly string[]>([]);
  const tags = useMemo(
    () => [...new Set(contacts.flatMap((contact) => contact.tags))].sort((a, b) => a.localeCompare(b, intl.locale)),
    [contacts, intl.locale],
  );
  const words = searchWords(query);
  const shown = contacts.filter(
    (contact) =>
      matches(contact, words) && (chosenTags.length === 0 || contact.tags.some((tag) => chosenTags.includes(tag))),
  );
  const toggle = (tag: string) =>
    setChosenTags((current) => (current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag]));
  return (
    <SectionCard
      title={t({ id: 'personalCrm.contacts.title', defaultMessage: 'Contacts' })}
      aside={
        <Button size="sm" onClick={(event) => onAdd(event.currentTarget)}>
          <UserPlus aria-hidden="true" className="mr-1.5 h-4 w-4" />
          {t({ id: 'personalCrm.contacts.add', defaultMessage: 'Add contact' })}
        </Button>
      }
    >
      {contacts.length === 0 ? (
        <EmptyState
          title={t({ id: 'personalCrm.empty.title', defaultMessage: 'No contacts yet' })}
          description={t({
            id: 'personalCrm.empty.description',
            defaultMessage:
              'Add the people you meet, or import them from a CSV or your phone’s vCard export, and choose how often to keep in touch.',
          })}
          actions={[
            { label: t({ id: 'personalCrm.empty.add', defaultMessage: 'Add a contact' }), onClick: () => onAdd(null) },
            { label: t({ id: 'personalCrm.empty.import', defaultMessage: 'Import contacts' }), onClick: onImport },
          ]}
        />
      ) : (
        <div className="space-y-3">
          <SearchField
            label={t({ id: 'personalCrm.contacts.search', defaultMessage: 'Search contacts' })}
            value={query}
            onChange={setQuery}
          />
          {tags.length > 0 && (
            <div
              role="group"
              aria-label={t({ id: 'personalCrm.contacts.tags', defaultMessage: 'Filter by tag' })}
              className="flex flex-wrap gap-2"
            >
              {tags.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  aria-pressed={chosenTags.includes(tag)}
                  onClick={() => toggle(tag)}
                  className={cn(
                    'min-h-8 rounded-full border px-3 text-sm',
                    chosenTags.includes(tag) ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )}
                >
                  {tag}
                </button>
              ))}
            </div>
          )}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(
              {
                id: 'personalCrm.contacts.count',
                defaultMessage: '{shown, plural, one {# contact} other {# contacts}} of {all}',
              },
              { shown: shown.length, all: contacts.length },
            )}
          </p>
          <ul
            className="divide-y rounded-md border"
            aria-label={t({ id: 'personalCrm.contacts.list', defaultMessage: 'Contacts' })}
          >
            {shown.map((contact) => {
              const last = lastActivityDay(contact.interactions);
              return (
                <li key={contact.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
                  <div className="min-w-0">
                    <button
                      type="button"
                      className="font-medium hover:underline"
                      onClick={(event) => onOpen(contact.id, event.currentTarget)}
                    >
                      {contact.name}
                    </button>
                    {(contact.role || contact.company) && (
                      <p className="text-sm text-muted-foreground">
                        {[contact.role, contact.company].filter(Boolean).join(' · ')}
                      </p>
                    )}
                    {contact.tags.length > 0 && (
                      <p className="text-xs text-muted-foreground">{contact.tags.join(', ')}</p>
                    )}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {last
                      ? t(
                          { id: 'personalCrm.contacts.last', defaultMessage: 'Last: {date}' },
                          { date: format.calendarDate(last) },
                        )
                      : t({ id: 'personalCrm.contacts.never', defaultMessage: 'No interaction yet' })}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
