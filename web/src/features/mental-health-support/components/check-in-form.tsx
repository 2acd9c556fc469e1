import { MOODS, journalEntrySchema, type JournalEntry, type Mood } from '@core/tools/mental-health-support/journal';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { cn } from '@/lib/cn';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { issuesById } from '@/lib/tool-documents/issues-by-id';
import { MOOD_WORDS } from './mood-words';

type CheckInFormProps = {
  /** The entry being changed, or a new one's day (today). */
  editing: JournalEntry | null;
  today: string;
  onSave: (entry: JournalEntry) => void;
  onCancel?: () => void;
};

/** A check-in: the day, how one feels (1–5, said in words) and a note, checked by core's schema before it is kept. */
export function CheckInForm({ editing, today, onSave, onCancel }: CheckInFormProps) {
  const t = useT();
  const said = useSaid();
  // A new entry's day is today until one is chosen: today as the page knows it, which can still move from the day the
  // server drew the page for to the browser's (useToday).
  const [chosenOn, setOn] = useState<string | null>(editing?.on ?? null);
  const on = chosenOn ?? today;
  const [mood, setMood] = useState<Mood | null>(editing?.mood ?? null);
  const [note, setNote] = useState(editing?.note ?? '');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = journalEntrySchema.safeParse({ id: editing?.id ?? crypto.randomUUID(), on, mood, note });
    if (!checked.success) {
      setIssues(issuesById(checked.error.issues, {}));
      return;
    }
    setIssues({});
    if (!editing) {
      setMood(null);
      setNote('');
    }
    onSave(checked.data);
  };
  const moodError = issues['mood'] && said(issues['mood']);
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <fieldset aria-describedby={moodError ? 'mood-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">
          {t({ id: 'mentalHealth.checkIn.mood', defaultMessage: 'How do you feel?' })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {MOODS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:checked]:border-primary has-[:checked]:bg-primary/10',
              )}
            >
              <input
                type="radio"
                name={`mood-${editing?.id ?? 'new'}`}
                value={value}
                checked={mood === value}
                onChange={() => setMood(value)}
                className="accent-primary"
              />
              {t(MOOD_WORDS[value])}
            </label>
          ))}
        </div>
        {moodError && (
          <p id="mood-error" className="mt-1 text-sm text-destructive">
            {moodError}
          </p>
        )}
      </fieldset>
      <DateField
        label={t({ id: 'mentalHealth.checkIn.on', defaultMessage: 'Day' })}
        value={on}
        onChange={setOn}
        error={issues['on'] && said(issues['on'])}
        className="max-w-xs"
      />
      <TextAreaField
        label={t({ id: 'mentalHealth.checkIn.note', defaultMessage: 'What is on your mind? (optional)' })}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={issues['note'] && said(issues['note'])}
        rows={4}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          {editing
            ? t({ id: 'mentalHealth.checkIn.saveEdit', defaultMessage: 'Save entry' })
            : t({ id: 'mentalHealth.checkIn.add', defaultMessage: 'Add entry' })}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t({ id: 'mentalHealth.checkIn.cancel', defaultMessage: 'Cancel' })}
          </Button>
        )}
      </div>
    </form>
  );
}
