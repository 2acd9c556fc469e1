import { resetPasswordInputSchema, type ResetPasswordInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { AuthError } from '@/lib/auth-client';
import { showFieldIssues } from '@/lib/field-issues';
import { useT } from '@/lib/i18n/use-t';
import { useResetPassword } from '../api/use-reset-password';

type ResetPasswordFormProps = { token: string; onInvalidLink: () => void };

/** The new password, typed twice; a link found used or expired on submit shows the invalid-link state. */
export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const t = useT();
  const reset = useResetPassword(token);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = (input: ResetPasswordInput) =>
    reset.mutate(input, {
      onError: (error) => {
        if (error instanceof AuthError && error.code === 'INVALID_TOKEN') onInvalidLink();
        else showFieldIssues(form.setError, error, ['newPassword']);
      },
    });
  const failure =
    reset.error && !(reset.error instanceof AuthError && reset.error.issues.length > 0) ? reset.error.message : null;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      <PasswordField
        purpose="new"
        label={t({ id: 'auth.resetPassword.newPassword', defaultMessage: 'New password' })}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        purpose="new"
        label={t({ id: 'auth.resetPassword.confirmPassword', defaultMessage: 'Confirm password' })}
        placeholder=""
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormAlert message={failure} />
      <SubmitButton
        isPending={reset.isPending}
        busyLabel={t({ id: 'auth.resetPassword.resetting', defaultMessage: 'Resetting' })}
      >
        {t({ id: 'auth.resetPassword.submit', defaultMessage: 'Reset password' })}
      </SubmitButton>
    </form>
  );
}
