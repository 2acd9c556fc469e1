import { signInInputSchema, type SignInInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { useSignIn } from '../api/use-sign-in';

type SignInFormProps = {
  submitLabel: string;
  onSuccess?: () => void;
  /** 'Forgot password?', with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
};

export function SignInForm({ onSuccess, submitLabel, onForgotPassword }: SignInFormProps) {
  const t = useT();
  const signIn = useSignIn(onSuccess ? { onSuccess } : {});
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => signIn.mutate(input))}>
      <FormField
        label={t({ id: 'auth.signIn.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        purpose="current"
        label={t({ id: 'auth.signIn.password', defaultMessage: 'Password' })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button
        type="button"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
        onClick={() => onForgotPassword(form.getValues('email').trim())}
      >
        {t({ id: 'auth.signIn.forgotPassword', defaultMessage: 'Forgot password?' })}
      </button>
      <SubmitButton
        isPending={signIn.isPending}
        busyLabel={t({ id: 'auth.signIn.signingIn', defaultMessage: 'Signing in' })}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
