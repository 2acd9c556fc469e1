import { changePasswordInputSchema, type ChangePasswordInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { defineMessages } from 'react-intl';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showFieldIssues } from '@/lib/field-issues';
import { useT } from '@/lib/i18n/use-t';
import { useChangePassword } from '../api/use-change-password';

const messages = defineMessages({
  title: { id: 'account.changePassword.title', defaultMessage: 'Change password' },
  currentPassword: { id: 'account.changePassword.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'account.changePassword.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'account.changePassword.confirmPassword', defaultMessage: 'Confirm password' },
  otherDevices: {
    id: 'account.changePassword.otherDevices',
    defaultMessage: 'Your other devices are signed out when the password changes.',
  },
  busy: { id: 'account.changePassword.busy', defaultMessage: 'Changing password' },
  submit: { id: 'account.changePassword.submit', defaultMessage: 'Change password' },
});

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice; a wrong current password is told by its field. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => void showFieldIssues(form.setError, error, ['currentPassword', 'newPassword']),
    });
  const fieldError = errors.currentPassword ?? errors.newPassword;
  const failure = change.error && !fieldError ? change.error.message : null;

  return (
    <form
      noValidate
      className="max-w-xl space-y-4"
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="change-password-heading"
    >
      <h3 id="change-password-heading" className="font-semibold">
        {t(messages.title)}
      </h3>
      <PasswordField
        purpose="current"
        label={t(messages.currentPassword)}
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        purpose="new"
        label={t(messages.newPassword)}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        purpose="new"
        label={t(messages.confirmPassword)}
        placeholder=""
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormAlert message={failure} />
      <p className="text-sm text-muted-foreground">{t(messages.otherDevices)}</p>
      <SubmitButton className="w-48" isPending={change.isPending} busyLabel={t(messages.busy)}>
        {t(messages.submit)}
      </SubmitButton>
    </form>
  );
}
