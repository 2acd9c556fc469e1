import {
  COMPETITOR_TRACKER_LIMITS,
  PAGE_KINDS,
  type WatchedPageInput,
} from '@core/tools/competitor-tracker/watched-pages';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { usePageKinds } from '../hooks/use-page-kinds';
import {
  checkWatchPage,
  watchPageErrorsOf,
  type WatchPageErrors,
  type WatchPageValues,
} from '../hooks/watch-page-form';

/** What an address looks like (example.com's kind of name: RFC 2606 reserves .example). */
const URL_EXAMPLE = 'https://acme.example/pricing';

type WatchPageFormProps = {
  initial: WatchPageValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked page; a refusal's field issues are shown by their fields, any other under the button. */
  onSubmit: (input: WatchedPageInput) => Promise<unknown>;
  onCancel?: () => void;
  isPending: boolean;
};

/** A watched page's competitor, kind and address, checked by the page's contract before it is sent. */
export function WatchPageForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, isPending }: WatchPageFormProps) {
  const t = useT();
  const said = useSaid();
  const messageOf = useMessageOf();
  const kinds = usePageKinds();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<WatchPageErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (change: Partial<WatchPageValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkWatchPage(values);
    setErrors(checked.errors);
    if (!checked.input) return;
    try {
      await onSubmit(checked.input);
      if (!onCancel) setValues(initial);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(watchPageErrorsOf(error.issues));
      else
        setFormError(
          messageOf(
            error,
            t({
              id: 'competitorTracker.form.failed',
              defaultMessage: 'The page could not be saved. Please try again.',
            }),
          ),
        );
    }
  };
  const errorOf = (field: keyof WatchPageValues) => (errors[field] ? said(errors[field]) : undefined);

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t({ id: 'competitorTracker.form.competitor', defaultMessage: 'Competitor' })}
          name="competitor"
          placeholder={t({ id: 'competitorTracker.form.competitorPlaceholder', defaultMessage: 'Acme' })}
          maxLength={COMPETITOR_TRACKER_LIMITS.competitor}
          autoComplete="off"
          value={values.competitor}
          onChange={(event) => set({ competitor: event.target.value })}
          error={errorOf('competitor')}
        />
        <SelectField
          label={t({ id: 'competitorTracker.form.kind', defaultMessage: 'Kind of page' })}
          layout="stacked"
          value={values.kind}
          options={PAGE_KINDS.map((kind) => ({ value: kind, label: kinds[kind] }))}
          onChange={(kind) => set({ kind })}
        />
      </div>
      <FormField
        label={t({ id: 'competitorTracker.form.url', defaultMessage: 'Page address' })}
        name="url"
        type="url"
        inputMode="url"
        placeholder={URL_EXAMPLE}
        autoComplete="off"
        value={values.url}
        onChange={(event) => set({ url: event.target.value })}
        error={errorOf('url') ?? errorOf('kind')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={isPending} busyLabel={busyLabel} className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isPending}>
            {t({ id: 'competitorTracker.form.cancel', defaultMessage: 'Cancel' })}
          </Button>
        )}
      </div>
      <FormAlert message={formError} />
    </form>
  );
}
