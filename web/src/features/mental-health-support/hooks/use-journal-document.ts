import type { JournalEntry } from '@core/tools/mental-health-support/journal';
import { journalDataSchema, journalDocuments, type JournalData } from '@core/tools/mental-health-support/journal';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';

const NEW_JOURNAL: JournalData = { entries: [] };
const valuesOf = (data: JournalData | null) => data ?? NEW_JOURNAL;
const checkJournal = (journal: JournalData) => checkedBy(journalDataSchema, journal, { entries: journal.entries });

/**
 * The journal on the page and its saved document (ADR 0108): check-ins added, changed and removed, saved by the
 * tool documents' kit like every tool's work — but private, never shared.
 */
export function useJournalDocument() {
  const t = useT();
  const journal = useToolDocument(journalDocuments, {
    valuesOf,
    check: checkJournal,
    labels: {
      name: t({ id: 'mentalHealth.journals.name', defaultMessage: 'Journal name' }),
      startNew: t({ id: 'mentalHealth.journals.new', defaultMessage: 'New journal' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'mentalHealth.journals.defaultName', defaultMessage: 'Journal {number}' }, { number }),
      nameTaken: t({ id: 'mentalHealth.journals.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'mentalHealth.journals.goneOnSave',
        defaultMessage: 'This journal no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'mentalHealth.journals.saveError',
        defaultMessage: 'Could not save the journal. Your entries are kept here; please try again.',
      }),
      gone: t({ id: 'mentalHealth.journals.gone', defaultMessage: 'This journal no longer exists.' }),
      openError: t({
        id: 'mentalHealth.journals.openError',
        defaultMessage: 'Could not open the journal. Please try again.',
      }),
      deleteError: t({
        id: 'mentalHealth.journals.deleteError',
        defaultMessage: 'Could not delete the journal. Please try again.',
      }),
      fixFields: t({
        id: 'mentalHealth.journals.fixFields',
        defaultMessage: 'Correct the entries marked below before saving.',
      }),
    },
  });
  const setEntries = (update: (entries: JournalEntry[]) => JournalEntry[]) =>
    journal.change(({ entries }) => ({ entries: update(entries) }));
  return {
    ...journal,
    entries: journal.values.entries,
    /** Adds a check-in, or puts a changed one in its place (same id). */
    saveEntry: (entry: JournalEntry) =>
      setEntries((entries) =>
        entries.some(({ id }) => id === entry.id)
          ? entries.map((each) => (each.id === entry.id ? entry : each))
          : [...entries, entry],
      ),
    removeEntry: (id: string) => setEntries((entries) => entries.filter((entry) => entry.id !== id)),
  };
}

export type JournalDocument = ReturnType<typeof useJournalDocument>;
