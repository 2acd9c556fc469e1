import { newestFirst } from '@core/activity-log/activity';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useToday } from '@/lib/use-today';
import type { JournalDocument } from '../hooks/use-journal-document';
import { CheckInForm } from './check-in-form';
import { MOOD_WORDS } from './mood-words';

/**
 * 'Check in': today's check-in form, then the journal's entries newest first, each changed in place or removed.
 * Only the founder ever sees them.
 */
export function JournalSection({ journal }: { journal: JournalDocument }) {
  const t = useT();
  const format = useFormat();
  const today = useToday();
  const [editingId, setEditingId] = useState<string | null>(null);
  const entries = newestFirst(journal.entries);
  return (
    <SectionCard
      title={t({ id: 'mentalHealth.checkIn.title', defaultMessage: 'Check in' })}
      aside={
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'mentalHealth.checkIn.private',
            defaultMessage: 'Private: only you see your journal. It is never shared, and it is in your data export.',
          })}
        </p>
      }
    >
      {today === null ? (
        <Skeleton className="h-48" />
      ) : (
        <CheckInForm key={journal.loads} editing={null} today={today} onSave={journal.saveEntry} />
      )}
      <h3 className="mt-6 text-base font-semibold">
        {t({ id: 'mentalHealth.entries.title', defaultMessage: 'Your entries' })}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {t({
            id: 'mentalHealth.entries.empty',
            defaultMessage: 'No entries yet. A few words a day are enough to notice how you are doing over time.',
          })}
        </p>
      ) : (
        <ul
          className="mt-2 divide-y divide-border"
          aria-label={t({ id: 'mentalHealth.entries.title', defaultMessage: 'Your entries' })}
        >
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-2 py-3">
              {editingId === entry.id ? (
                <CheckInForm
                  editing={entry}
                  today={entry.on}
                  onSave={(changed) => {
                    journal.saveEntry(changed);
                    setEditingId(null);
                  }}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 space-y-1">
                    <p className="text-sm font-medium">
                      {t(
                        { id: 'mentalHealth.entries.heading', defaultMessage: '{day} · {mood}' },
                        { day: format.calendarDate(entry.on), mood: t(MOOD_WORDS[entry.mood]) },
                      )}
                    </p>
                    {entry.note && <p className="whitespace-pre-wrap text-sm wrap-break-word">{entry.note}</p>}
                  </div>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditingId(entry.id)}
                      aria-label={t(
                        { id: 'mentalHealth.entries.edit', defaultMessage: 'Change the entry of {day}' },
                        { day: format.calendarDate(entry.on) },
                      )}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => journal.removeEntry(entry.id)}
                      aria-label={t(
                        { id: 'mentalHealth.entries.remove', defaultMessage: 'Remove the entry of {day}' },
                        { day: format.calendarDate(entry.on) },
                      )}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
