import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { ToolId } from '@core/tools/tool-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useReportOutdated } from '@/lib/directories/directory-suggestions-api';
import { useT } from '@/lib/i18n/use-t';

/**
 * 'Report outdated' on an entry (ADR 0100): how many readers said its facts no longer hold, and a button opening a
 * short optional note; sent once per reader. A failure is said beside the button, the note kept.
 */
export function OutdatedReport({ directory, entry }: { directory: ToolId; entry: DirectoryEntryView }) {
  const t = useT();
  const id = useId();
  const report = useReportOutdated(directory);
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { reports, reportedByYou } = entry.outdated;
  const send = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ slug: entry.slug, ...(note.trim() ? { note } : {}) }, { onSuccess: () => setOpen(false) });
  };
  return (
    <div className="space-y-2 text-xs">
      {reports > 0 && (
        <p className="text-amber-700 dark:text-amber-400">
          {t(
            {
              id: 'directory.outdated.count',
              defaultMessage: '{count, plural, one {# reader says} other {# readers say}} this may be outdated.',
            },
            { count: reports },
          )}
        </p>
      )}
      {reportedByYou ? (
        <p className="text-muted-foreground">
          {t({ id: 'directory.outdated.yours', defaultMessage: 'You reported this as outdated. Thank you.' })}
        </p>
      ) : isOpen ? (
        <form onSubmit={send} className="space-y-2" aria-labelledby={`${id}-title`}>
          <p id={`${id}-title`} className="font-medium">
            {t({ id: 'directory.outdated.title', defaultMessage: 'Report {name} as outdated' }, { name: entry.name })}
          </p>
          <TextAreaField
            label={t({ id: 'directory.outdated.note', defaultMessage: 'What has changed? (optional)' })}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={2}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={report.isPending}>
              {t({ id: 'directory.outdated.send', defaultMessage: 'Send report' })}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={report.isPending}>
              {t({ id: 'directory.outdated.cancel', defaultMessage: 'Cancel' })}
            </Button>
          </div>
          <FormAlert message={report.error?.message} />
        </form>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="h-8 px-2 text-xs"
          aria-label={t(
            { id: 'directory.outdated.openFor', defaultMessage: 'Report outdated: {name}' },
            { name: entry.name },
          )}
          onClick={() => setOpen(true)}
        >
          {t({ id: 'directory.outdated.open', defaultMessage: 'Report outdated' })}
        </Button>
      )}
    </div>
  );
}
