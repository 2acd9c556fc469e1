import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { linkProblemMessages } from '@/lib/link-problem-messages';
import { unlockLink } from '../api/links';
import { useMessageOf } from '@/lib/i18n/use-message-of';

/** A protected link asks for its password before the server returns any content. */
export function LinkPasswordForm({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const t = useT();
  const messageOf = useMessageOf();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t({ id: 'sharedLinks.password.required', defaultMessage: 'Enter the password' }));
    setBusy(true);
    try {
      onUnlocked((await unlockLink(token, password)).key);
    } catch (failure) {
      setError(messageOf(failure, t(linkProblemMessages.validationFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-sm space-y-4 py-16">
      <h1 className="text-2xl font-bold">
        {t({ id: 'sharedLinks.password.title', defaultMessage: 'This shared idea is protected' })}
      </h1>
      <p className="text-sm text-muted-foreground">
        {t({ id: 'sharedLinks.password.intro', defaultMessage: 'Enter the password you were given with the link.' })}
      </p>
      <FormField
        label={t({ id: 'sharedLinks.password.label', defaultMessage: 'Password' })}
        type="password"
        autoComplete="off"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton
        isPending={busy}
        busyLabel={t({ id: 'sharedLinks.password.checking', defaultMessage: 'Checking the password' })}
      >
        {t({ id: 'sharedLinks.password.submit', defaultMessage: 'Open' })}
      </SubmitButton>
    </form>
  );
}
