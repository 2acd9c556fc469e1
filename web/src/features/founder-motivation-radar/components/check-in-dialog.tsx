import { checkInSchema, SCORE_KEYS, type CheckIn, type ScoreKey } from '@core/tools/founder-motivation-radar/check-ins';
import { z } from '@core/zod';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import { useScoreTexts } from '../hooks/use-score-texts';
import { useWeekLabel } from '../hooks/use-week-label';
import { ScoreField } from './score-field';

type Draft = { week: string; note: string } & Record<ScoreKey, number | null>;

const draftOf = (checkIn: CheckIn | null, week: string): Draft =>
  checkIn ?? { week, energy: null, motivation: null, stress: null, sleep: null, focus: null, note: '' };

type CheckInDialogProps = {
  /** The check-in edited, or null: a new one, for one of `weeks`. */
  checkIn: CheckIn | null;
  /** The weeks a new check-in may be for (this week and recent weeks without one), the first chosen. */
  weeks: readonly string[];
  /** The control that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement | null;
  onKeep: (checkIn: CheckIn) => void;
  onDelete: (() => void) | null;
  onClose: () => void;
};

/**
 * A week's check-in: its week (chosen for a new one), the five scores as 1–5 with 5 the good end and said so, and a
 * note. 'Save check-in' keeps it in the log (which saves itself); a missing score is said by its field.
 */
export function CheckInDialog({ checkIn, weeks, opener, onKeep, onDelete, onClose }: CheckInDialogProps) {
  const t = useT();
  const texts = useScoreTexts();
  const weekLabel = useWeekLabel();
  const [draft, setDraft] = useState(() => draftOf(checkIn, weeks[0] ?? ''));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(checkInSchema, draft);
    if (checked.success) {
      onKeep(checked.data);
      onClose();
      return;
    }
    const byField: Record<string, string> = {};
    for (const issue of checked.error.issues) byField[String(issue.path[0])] ??= issue.message;
    setIssues(byField);
  };
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        title={
          checkIn
            ? t(
                { id: 'motivationRadar.dialog.editTitle', defaultMessage: 'Check-in for {week}' },
                { week: weekLabel(checkIn.week) },
              )
            : t({ id: 'motivationRadar.dialog.newTitle', defaultMessage: 'Weekly check-in' })
        }
        description={t({
          id: 'motivationRadar.dialog.scale',
          defaultMessage: 'Score each from 1 to 5. On every line 5 is the good end: for stress, 5 means calm.',
        })}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {!checkIn && (
            <label className="block space-y-1.5">
              <span className="text-sm font-medium">
                {t({ id: 'motivationRadar.dialog.week', defaultMessage: 'Week' })}
              </span>
              <NativeSelect
                className="w-full"
                value={draft.week}
                onChange={(event) => change({ week: event.target.value })}
              >
                {weeks.map((week) => (
                  <option key={week} value={week}>
                    {weekLabel(week)}
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
          {SCORE_KEYS.map((key) => (
            <ScoreField
              key={key}
              text={texts[key]}
              value={draft[key]}
              onChange={(value) => change({ [key]: value })}
              error={issues[key]}
            />
          ))}
          <TextAreaField
            label={t({ id: 'motivationRadar.dialog.note', defaultMessage: 'Note (optional)' })}
            value={draft.note}
            maxLength={1000}
            error={issues.note}
            onChange={(event) => change({ note: event.target.value })}
          />
          <div className="flex flex-wrap justify-between gap-2">
            {onDelete && (
              <Button variant="outline" className="text-destructive" onClick={() => setConfirmDelete(true)}>
                {t({ id: 'motivationRadar.dialog.delete', defaultMessage: 'Delete check-in' })}
              </Button>
            )}
            <div className="ml-auto flex gap-2">
              <Button variant="outline" onClick={onClose}>
                {t({ id: 'motivationRadar.dialog.cancel', defaultMessage: 'Cancel' })}
              </Button>
              <Button type="submit">{t({ id: 'motivationRadar.dialog.save', defaultMessage: 'Save check-in' })}</Button>
            </div>
          </div>
        </form>
        {onDelete && checkIn && (
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={t({ id: 'motivationRadar.dialog.deleteTitle', defaultMessage: 'Delete this check-in?' })}
            description={t(
              {
                id: 'motivationRadar.dialog.deleteDescription',
                defaultMessage: 'The scores and note of {week} will be deleted. This cannot be undone.',
              },
              { week: weekLabel(checkIn.week) },
            )}
            confirmLabel={t({ id: 'motivationRadar.dialog.deleteConfirm', defaultMessage: 'Delete' })}
            onConfirm={() => {
              onDelete();
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
