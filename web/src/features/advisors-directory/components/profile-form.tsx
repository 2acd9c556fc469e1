import { CONTACT_PREFERENCES, OPEN_TO, type AdvisorProfileView } from '@core/tools/advisors-directory/advisor-profile';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { usePublishProfile } from '../api/advisor-profile';
import { checkProfile, errorsOf, valuesOf, type ProfileErrors, type ProfileFormValues } from '../hooks/profile-form';
import { useAdvisorWords } from '../hooks/use-advisor-words';

/**
 * The advisor profile's form: checked by the profile's contract before it is sent, each wrong field's message under
 * it (the server's too); publishing shows it in search at once.
 */
export function ProfileForm({ profile, onDone }: { profile: AdvisorProfileView | null; onDone: () => void }) {
  const t = useT();
  const words = useAdvisorWords();
  const messageOf = useMessageOf();
  const publish = usePublishProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (changes: Partial<ProfileFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const text = (field: Exclude<keyof ProfileFormValues, 'openTo' | 'contactPreference'>) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkProfile(values);
    setErrors(checked.errors);
    if (!checked.input) return;
    try {
      await publish.mutateAsync(checked.input);
      toast.success(t({ id: 'advisors.profile.published', defaultMessage: 'Your advisor profile is published.' }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(errorsOf(error.issues));
      else
        setFormError(
          messageOf(
            error,
            t({
              id: 'advisors.profile.publishFailed',
              defaultMessage: 'Your profile could not be published. Please try again.',
            }),
          ),
        );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label={t({ id: 'advisors.form.headline', defaultMessage: 'Headline' })}
        placeholder={t({
          id: 'advisors.form.headlinePlaceholder',
          defaultMessage: 'Fintech operator, two exits, ex-Head of Growth',
        })}
        {...text('headline')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t({ id: 'advisors.form.expertise', defaultMessage: 'Expertise (separated by commas)' })}
          placeholder={t({ id: 'advisors.form.expertisePlaceholder', defaultMessage: 'Pricing, Fundraising, Hiring' })}
          {...text('expertise')}
        />
        <FormField
          label={t({ id: 'advisors.form.industries', defaultMessage: 'Industries (separated by commas)' })}
          placeholder={t({ id: 'advisors.form.industriesPlaceholder', defaultMessage: 'Fintech, SaaS' })}
          {...text('industries')}
        />
      </div>
      <TextAreaField
        label={t({ id: 'advisors.form.howTheyHelp', defaultMessage: 'How you can help founders' })}
        rows={4}
        {...text('howTheyHelp')}
      />
      <fieldset className="space-y-2" aria-describedby={errors.openTo ? 'open-to-error' : undefined}>
        <legend className="text-sm font-medium">{t({ id: 'advisors.form.openTo', defaultMessage: 'Open to' })}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {OPEN_TO.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.openTo.includes(value)}
                onChange={(event) =>
                  change({
                    openTo: event.target.checked
                      ? [...values.openTo, value]
                      : values.openTo.filter((chosen) => chosen !== value),
                  })
                }
              />
              {words.openTo[value]}
            </label>
          ))}
        </div>
        <FormAlert id="open-to-error" message={errors.openTo} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t({ id: 'advisors.form.hours', defaultMessage: 'Hours a month (optional)' })}
          inputMode="numeric"
          {...text('hoursPerMonth')}
        />
        <SelectField
          layout="stacked"
          label={t({ id: 'advisors.form.contact', defaultMessage: 'Preferred contact once you accept' })}
          value={values.contactPreference}
          options={CONTACT_PREFERENCES.map((value) => ({ value, label: words.contact[value] }))}
          onChange={(contactPreference) => change({ contactPreference })}
        />
      </div>
      <FormField
        label={t({ id: 'advisors.form.link', defaultMessage: 'Link (optional), e.g. LinkedIn' })}
        type="url"
        placeholder={t({ id: 'advisors.form.linkPlaceholder', defaultMessage: 'https://www.linkedin.com/in/…' })}
        {...text('link')}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={publish.isPending}>
          {publish.isPending
            ? t({ id: 'advisors.form.publishing', defaultMessage: 'Publishing…' })
            : t({ id: 'advisors.form.publish', defaultMessage: 'Publish profile' })}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={publish.isPending}>
          {t({ id: 'advisors.form.cancel', defaultMessage: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}
