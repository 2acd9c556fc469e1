import { signUpInputSchema, type SignUpInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showFieldIssues } from '@/lib/field-issues';
import { useT } from '@/lib/i18n/use-t';
import { useSignUp } from '../api/use-sign-up';
import { useSaid } from '@/lib/i18n/use-said';

const fields = ['name', 'email', 'password'] as const;

export function SignUpForm({ onSuccess }: { onSuccess?: () => void }) {
  const said = useSaid();
  const t = useT();
  const signUp = useSignUp(onSuccess ? { onSuccess } : {});
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = (input: SignUpInput) =>
    signUp.mutate(input, {
      onError: (error) => {
        // The service's message goes next to the field it is about (e-mail taken, too short…), else in a toast.
        if (!showFieldIssues(form.setError, error, fields)) toast.error(said(error.message));
      },
    });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      <FormField
        label={t({ id: 'auth.signUp.fullName', defaultMessage: 'Full Name' })}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label={t({ id: 'auth.signUp.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        purpose="new"
        label={t({ id: 'auth.signUp.password', defaultMessage: 'Password' })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton
        isPending={signUp.isPending}
        busyLabel={t({ id: 'auth.signUp.creatingAccount', defaultMessage: 'Creating account' })}
      >
        {t({ id: 'auth.signUp.submit', defaultMessage: 'Create Account' })}
      </SubmitButton>
    </form>
  );
}
