import { signInInputSchema, type SignInInput } from '@core/auth/auth-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSignIn } from '../api/use-sign-in';

export function SignInForm({ onSuccess, submitLabel }: { onSuccess?: () => void; submitLabel: string }) {
  const signIn = useSignIn(onSuccess ? { onSuccess } : {});
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInputSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => signIn.mutate(input))}>
      <FormField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton isPending={signIn.isPending} busyLabel="Signing in">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
