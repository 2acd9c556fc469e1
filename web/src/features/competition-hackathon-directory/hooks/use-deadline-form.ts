import { localDayAndHour } from '@core/dates/local-time';
import { DEFAULT_TIME_ZONE } from '@core/i18n/time-zone';
import {
  deadlineDayProblem,
  trackDeadlineInputSchema,
  type TrackedDeadlineView,
} from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { z } from '@core/zod';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { usePageTimeZone } from '@/lib/i18n/i18n-provider';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useTrackDeadline } from '../api/track-deadline';

type Field = 'deadlineOn' | 'note';

/**
 * 'Track deadline''s form for an entry: the day and the note (the tracked ones to start from), checked as the server
 * checks them — a real day, today or later in the founder's zone (the page's, sent with it) — each message by its
 * field; a refusal of no field is said above Save. `onSaved` gets the deadline as tracked.
 */
export function useDeadlineForm(
  entry: string,
  tracked: TrackedDeadlineView | undefined,
  onSaved: (saved: TrackedDeadlineView) => void,
) {
  const t = useT();
  const messageOf = useMessageOf();
  const timeZone = usePageTimeZone() ?? DEFAULT_TIME_ZONE;
  const track = useTrackDeadline();
  const [draft, setDraft] = useState({ deadlineOn: tracked?.deadlineOn ?? '', note: tracked?.note ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const place = (issues: readonly { path: string; message: string }[]) => {
    const byField: Partial<Record<Field, string>> = {};
    for (const { path, message } of issues) if (path === 'deadlineOn' || path === 'note') byField[path] ??= message;
    setErrors(byField);
    return Object.keys(byField).length > 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = z.safeParse(trackDeadlineInputSchema, { ...draft, timeZone });
    const issues = checked.success
      ? []
      : checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const past = checked.success && deadlineDayProblem(draft.deadlineOn, localDayAndHour(timeZone, new Date()).day);
    if (past) issues.push({ path: 'deadlineOn', message: past });
    if (!checked.success || past) {
      if (!place(issues)) setFormError(issues[0]?.message ?? null);
      return;
    }
    setErrors({});
    try {
      onSaved(await track.mutateAsync({ entry, input: checked.data }));
    } catch (error) {
      if (error instanceof ApiError && place(error.issues)) return;
      setFormError(
        messageOf(
          error,
          t({
            id: 'competitionDeadlines.saveFailed',
            defaultMessage: 'The deadline could not be saved. Please try again.',
          }),
        ),
      );
    }
  };

  return {
    draft,
    set: (field: Field, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    errors,
    formError,
    isPending: track.isPending,
    onSubmit,
  };
}
