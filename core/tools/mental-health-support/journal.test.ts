import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../testing/issues-of';
import { journalDataSchema, journalDocuments, type JournalEntry } from './journal';

const entry = (id: string, on: string, mood: JournalEntry['mood'] = 3, note = ''): JournalEntry => ({
  id,
  on,
  mood,
  note,
});

describe('a journal', () => {
  it('keeps check-ins with a day, a mood from 1 to 5 and a note that may be empty', () => {
    expect(journalDataSchema.parse({ entries: [entry('a', '2026-11-30', 4, '  Slept well  ')] })).toEqual({
      entries: [entry('a', '2026-11-30', 4, 'Slept well')],
    });
  });

  it('refuses a day that is none, a mood outside 1–5, a note too long, and an entry twice', () => {
    expect(
      issuesOf(journalDataSchema, { entries: [{ ...entry('a', '2026-02-30'), mood: 6, note: 'x'.repeat(4001) }] }),
    ).toEqual([
      ['entries.0.on', 'Enter a date'],
      ['entries.0.mood', 'Choose how you feel'],
      ['entries.0.note', 'At most 4000 characters'],
    ]);
    expect(issuesOf(journalDataSchema, { entries: [entry('a', '2026-11-29'), entry('a', '2026-11-30')] })).toEqual([
      ['entries', 'Each entry must appear once'],
    ]);
  });

  it('is private: never shared by a link', () => {
    expect(journalDocuments.isPrivate).toBe(true);
    expect(journalDocuments.summarize({ entries: [entry('a', '2026-11-30')] })).toBe('1 entry');
  });
});
