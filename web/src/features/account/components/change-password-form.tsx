import { changePasswordInputSchema, type ChangePasswordInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showFieldIssues } from '@/lib/field-issues';
import { useChangePassword } from '../api/use-change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice; a wrong current password is told by its field. */
export function ChangePasswordForm() {
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
    <form noValidate className="max-w-xl space-y-4" onSubmit={form.handleSubmit(submit)} aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="font-semibold">
        Change password
      </h3>
      <PasswordField purpose="current" label="Current password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <PasswordField purpose="new" label="New password" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <PasswordField purpose="new" label="Confirm password" placeholder="" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <FormAlert message={failure} />
      <p className="text-sm text-muted-foreground">Your other devices are signed out when the password changes.</p>
      <SubmitButton className="w-48" isPending={change.isPending} busyLabel="Changing password">
        Change password
      </SubmitButton>
    </form>
  );
}
