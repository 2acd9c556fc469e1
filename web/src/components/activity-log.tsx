import {
  ACTIVITY_KINDS,
  activitySchema,
  newestFirst,
  type Activity,
  type ActivityKind,
} from '@core/activity-log/activity';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { issuesById } from '@/lib/tool-documents/issues-by-id';
import { useFormat } from '@/lib/use-format';

type ActivityLogProps = {
  activities: readonly Activity[];
  today: string;
  onAdd: (activity: Activity) => void;
  onRemove: (id: string) => void;
};

/**
 * A person's activity log (an investor's, a contact's), newest first, and a form logging a meeting, mail, call or
 * note in one step.
 */
export function ActivityLog({ activities, today, onAdd, onRemove }: ActivityLogProps) {
  const t = useT();
  const said = useSaid();
  const format = useFormat();
  const [kind, setKind] = useState<ActivityKind>('meeting');
  const [on, setOn] = useState(today);
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const kindNames: Record<ActivityKind, string> = {
    meeting: t({ id: 'activityLog.meeting', defaultMessage: 'Meeting' }),
    email: t({ id: 'activityLog.email', defaultMessage: 'E-mail' }),
    call: t({ id: 'activityLog.call', defaultMessage: 'Call' }),
    note: t({ id: 'activityLog.note', defaultMessage: 'Note' }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = activitySchema.safeParse({ id: crypto.randomUUID(), kind, on, text });
    if (!checked.success) {
      setIssues(issuesById(checked.error.issues, {}));
      return;
    }
    setIssues({});
    setText('');
    onAdd(checked.data);
  };
  return (
    <section aria-labelledby="activity-log-title" className="space-y-3">
      <h3 id="activity-log-title" className="text-base font-semibold">
        {t({ id: 'activityLog.title', defaultMessage: 'Activity' })}
      </h3>
      <form onSubmit={submit} className="space-y-2 rounded-md border p-3" noValidate>
        <div className="grid gap-2 sm:grid-cols-2">
          <SelectField
            layout="stacked"
            label={t({ id: 'activityLog.kind', defaultMessage: 'What' })}
            value={kind}
            options={ACTIVITY_KINDS.map((value) => ({ value, label: kindNames[value] }))}
            onChange={setKind}
          />
          <DateField
            label={t({ id: 'activityLog.on', defaultMessage: 'When' })}
            value={on}
            onChange={setOn}
            error={issues['on'] && said(issues['on'])}
          />
        </div>
        <TextAreaField
          label={t({ id: 'activityLog.text', defaultMessage: 'What happened' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={issues['text'] && said(issues['text'])}
          rows={2}
        />
        <Button type="submit" size="sm" variant="outline">
          {t({ id: 'activityLog.add', defaultMessage: 'Log activity' })}
        </Button>
      </form>
      {activities.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'activityLog.empty', defaultMessage: 'Nothing logged yet.' })}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={t({ id: 'activityLog.list', defaultMessage: 'Activity log' })}>
          {newestFirst(activities).map((activity) => (
            <li key={activity.id} className="flex items-start gap-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="text-xs text-muted-foreground">
                  {t(
                    { id: 'activityLog.meta', defaultMessage: '{kind} · {date}' },
                    { kind: kindNames[activity.kind], date: format.calendarDate(activity.on) },
                  )}
                </p>
                <p className="whitespace-pre-wrap break-words">{activity.text}</p>
              </div>
              <button
                type="button"
                className="flex h-8 w-8 items-center justify-center rounded text-muted-foreground hover:bg-muted"
                aria-label={t(
                  { id: 'activityLog.remove', defaultMessage: 'Delete the {kind} of {date}' },
                  { kind: kindNames[activity.kind], date: format.calendarDate(activity.on) },
                )}
                onClick={() => onRemove(activity.id)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
