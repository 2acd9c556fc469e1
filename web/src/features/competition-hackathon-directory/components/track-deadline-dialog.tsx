import {
  TRACKED_DEADLINE_LIMITS,
  type TrackedDeadlineView,
} from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { DateField } from '@/components/date-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useDeadlineForm } from '../hooks/use-deadline-form';

type TrackDeadlineDialogProps = {
  entry: { slug: string; name: string };
  /** The deadline tracked already, to change; none to track one. */
  tracked: TrackedDeadlineView | undefined;
  onClose: () => void;
};

/** 'Track deadline' (or 'Change'): the day of the edition the founder applies to, and a note of theirs; Save. */
export function TrackDeadlineDialog({ entry, tracked, onClose }: TrackDeadlineDialogProps) {
  const t = useT();
  const { calendarDate } = useFormat();
  const form = useDeadlineForm(entry.slug, tracked, (saved) => {
    toast.success(
      t(
        { id: 'competitionDeadlines.saved', defaultMessage: 'Tracking the deadline for {name}: {date}' },
        { name: entry.name, date: calendarDate(saved.deadlineOn) },
      ),
    );
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(
          { id: 'competitionDeadlines.dialog.title', defaultMessage: 'Deadline for {name}' },
          { name: entry.name },
        )}
        description={t({
          id: 'competitionDeadlines.dialog.description',
          defaultMessage:
            'Enter the deadline of the edition you apply to, from its official page. You are reminded a week before and on the day, in your inbox and by e-mail.',
        })}
      >
        <form noValidate onSubmit={form.onSubmit} className="space-y-4">
          <DateField
            label={t({ id: 'competitionDeadlines.dialog.day', defaultMessage: 'Deadline' })}
            value={form.draft.deadlineOn}
            onChange={(day) => form.set('deadlineOn', day)}
            error={form.errors.deadlineOn}
          />
          <FormField
            label={t({ id: 'competitionDeadlines.dialog.note', defaultMessage: 'Note (optional)' })}
            placeholder={t({
              id: 'competitionDeadlines.dialog.notePlaceholder',
              defaultMessage: 'e.g. Batch W27 application',
            })}
            value={form.draft.note}
            onChange={(event) => form.set('note', event.target.value)}
            error={form.errors.note}
            maxLength={TRACKED_DEADLINE_LIMITS.note}
          />
          <FormAlert message={form.formError} />
          <SubmitButton
            isPending={form.isPending}
            busyLabel={t({ id: 'competitionDeadlines.dialog.saving', defaultMessage: 'Saving…' })}
          >
            {t({ id: 'competitionDeadlines.dialog.save', defaultMessage: 'Save' })}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
