import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showFieldIssues } from '@/lib/field-issues';
import { useT } from '@/lib/i18n/use-t';
import { useRequestPasswordReset } from '../api/use-request-password-reset';

type ForgotPasswordFormProps = { email?: string; onBack: () => void };

/**
 * The e-mail to send a reset link to. Whatever the address, the answer is the same sentence, so nobody learns
 * from it whether an account exists.
 */
export function ForgotPasswordForm({ email = '', onBack }: ForgotPasswordFormProps) {
  const t = useT();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const submit = (input: ForgotPasswordInput) =>
    request.mutate(input, { onError: (error) => void showFieldIssues(form.setError, error, ['email']) });
  const failure = request.error && !errors.email ? request.error.message : null;

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">
          {t({ id: 'auth.forgotPassword.title', defaultMessage: 'Reset your password' })}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t({
            id: 'auth.forgotPassword.intro',
            defaultMessage: 'Enter the email of your account and we will send you a link to set a new password.',
          })}
        </p>
      </div>
      {request.isSuccess ? (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          {t({
            id: 'auth.forgotPassword.requested',
            defaultMessage: 'If an account exists for that address, we sent a link to reset your password.',
          })}
        </p>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
          <FormField
            label={t({ id: 'auth.forgotPassword.email', defaultMessage: 'Email' })}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormAlert message={failure} />
          <SubmitButton
            isPending={request.isPending}
            busyLabel={t({ id: 'auth.forgotPassword.sending', defaultMessage: 'Sending' })}
          >
            {t({ id: 'auth.forgotPassword.submit', defaultMessage: 'Send reset link' })}
          </SubmitButton>
        </form>
      )}
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        {t({ id: 'auth.forgotPassword.back', defaultMessage: 'Back to sign in' })}
      </Button>
    </div>
  );
}
