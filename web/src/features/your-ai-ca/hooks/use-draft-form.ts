import { z } from '@core/zod';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';

type DraftFormOptions<Draft, Output> = {
  initial: Draft;
  /** The draft as the contract reads it (typed text parsed into numbers…). */
  toInput: (draft: Draft) => unknown;
  schema: z.ZodMiniType<Output>;
  /** The mutation that sends it. */
  mutation: { mutateAsync: (input: Output) => Promise<unknown>; isPending: boolean };
  onSaved: () => void;
};

/**
 * A small form of the calendar (a filing, File Now, a payment, the reminder days): the draft, checked with core's
 * contract before it is sent, each message by its field; the server's field issues put by their fields too, any
 * other refusal said above the button. Nothing typed is lost when saving fails.
 */
export function useDraftForm<Draft extends Record<string, unknown>, Output>({
  initial,
  toInput,
  schema,
  mutation,
  onSaved,
}: DraftFormOptions<Draft, Output>) {
  const t = useT();
  const messageOf = useMessageOf();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = (Object.keys(initial) as (keyof Draft)[]).some((key) => draft[key] !== initial[key]);

  const placeIssues = (issues: readonly { path: string; message: string }[]) => {
    const byField: Partial<Record<keyof Draft, string>> = {};
    for (const { path, message } of issues) if (path in initial) byField[path as keyof Draft] ??= message;
    setErrors(byField);
    return Object.keys(byField).length > 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = z.safeParse(schema, toInput(draft));
    if (!checked.success) {
      placeIssues(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(checked.data);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && placeIssues(error.issues)) return;
      setFormError(
        messageOf(error, t({ id: 'yourAiCa.form.failed', defaultMessage: 'It could not be saved. Please try again.' })),
      );
    }
  };

  return {
    draft,
    set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
      setDraft((current) => ({ ...current, [key]: value })),
    errors,
    formError,
    isDirty,
    isPending: mutation.isPending,
    onSubmit,
  };
}
