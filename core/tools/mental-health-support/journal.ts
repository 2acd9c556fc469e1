import { isIsoDate } from '../../dates/iso-date';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';

export const JOURNAL_LIMITS = { journalName: 80, journals: 5, entries: 1000, note: 4000, id: 64 } as const;
const L = JOURNAL_LIMITS;

/** How one felt, from 1 (very low) to 5 (very good). */
export const MOODS = [1, 2, 3, 4, 5] as const;
export type Mood = (typeof MOODS)[number];

const DAY_MESSAGE = say({ id: 'core.tools.mentalHealth.invalidDay', defaultMessage: 'Enter a date' });
const MOOD_MESSAGE = say({ id: 'core.tools.mentalHealth.chooseMood', defaultMessage: 'Choose how you feel' });

/** One check-in: the day, how one felt, and what one wrote (which may be nothing). */
export const journalEntrySchema = z.object({
  id: trimmedText(L.id, { required: true }),
  on: z.string({ error: DAY_MESSAGE }).check(z.refine(isIsoDate, DAY_MESSAGE)),
  mood: z.union(
    MOODS.map((mood) => z.literal(mood)),
    { error: MOOD_MESSAGE },
  ),
  note: trimmedText(L.note, {
    tooLong: say(
      { id: 'core.tools.mentalHealth.noteTooLong', defaultMessage: 'At most {max} characters' },
      { max: L.note },
    ),
  }),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** A journal: its check-ins, newest first. */
export const journalDataSchema = z.object({
  entries: z.array(journalEntrySchema).check(
    z.maxLength(
      L.entries,
      say(
        { id: 'core.tools.mentalHealth.tooManyEntries', defaultMessage: 'At most {max} entries in a journal' },
        { max: L.entries },
      ),
    ),
    z.refine(
      (entries) => new Set(entries.map((entry) => entry.id)).size === entries.length,
      say({ id: 'core.tools.mentalHealth.entryRepeated', defaultMessage: 'Each entry must appear once' }),
    ),
  ),
});
export type JournalData = z.infer<typeof journalDataSchema>;

/**
 * The Mental Health Support tool's journals (ADR 0108): private — only their owner ever reads them (no link, not
 * in anything shared) — and in the account's export, as every document is.
 */
export const journalDocuments = defineToolDocuments({
  toolId: 'mental-health-support',
  isPrivate: true,
  messages: {
    notFound: () => say({ id: 'core.tools.mentalHealth.journalNotFound', defaultMessage: 'Journal not found' }),
    nameTaken: (name) =>
      say(
        { id: 'core.tools.mentalHealth.journalNameTaken', defaultMessage: 'You already have a journal named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.mentalHealth.tooManyJournals',
          defaultMessage: 'You can keep up to {max} journals. Delete one to start another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.mentalHealth.journalChangedElsewhere',
        defaultMessage: 'This journal was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.mentalHealth.journalNameRequired', defaultMessage: 'Journal name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.mentalHealth.journalNameTooLong',
          defaultMessage: 'Journal name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: journalDataSchema,
  nameMaxLength: L.journalName,
  maxPerUser: L.journals,
  summarize: ({ entries }) => `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`,
});
