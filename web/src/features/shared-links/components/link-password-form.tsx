import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { messageOf } from '@/lib/api-client';
import { unlockLink } from '../api/links';

/** A protected link asks for its password before the server returns any content. */
export function LinkPasswordForm({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter the password');
    setBusy(true);
    try {
      onUnlocked((await unlockLink(token, password)).key);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to validate shared link'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-sm space-y-4 py-16">
      <h1 className="text-2xl font-bold">This shared idea is protected</h1>
      <p className="text-sm text-muted-foreground">Enter the password you were given with the link.</p>
      <FormField label="Password" type="password" autoComplete="off" value={password} error={error} onChange={(event) => setPassword(event.target.value)} />
      <SubmitButton isPending={busy} busyLabel="Checking the password">
        Open
      </SubmitButton>
    </form>
  );
}
