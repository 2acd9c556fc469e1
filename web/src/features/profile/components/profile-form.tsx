import type { Profile } from '@core/profile/profile-contracts';
import { FULL_NAME_MAX_LENGTH } from '@core/profile/profile-contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useUpdateProfile } from '../api/update-profile';

/** Full name, the read-only e-mail, and an AI provider API key (shown only as its last 4 characters once saved). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.fullName);
  const [apiKey, setApiKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const keyId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) return setNameError('Full name is required');
    setNameError(undefined);
    update.mutate(
      { fullName, ...(apiKey.trim() ? { openaiApiKey: apiKey } : {}) },
      { onSuccess: () => setApiKey('') },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-6">
      <div className="flex items-center gap-4">
        <Avatar user={{ name: fullName, email: profile.email }} className="size-16 text-xl" />
        <div>
          <p className="text-lg font-semibold">{fullName.trim() || profile.email}</p>
          <p className="text-sm text-muted-foreground">{profile.email}</p>
        </div>
      </div>
      <FormField
        label="Full Name"
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={nameError}
      />
      <div className="space-y-1.5">
        <FormField label="Email" type="email" value={profile.email} readOnly className="bg-muted" aria-describedby="email-note" />
        <p id="email-note" className="text-sm text-muted-foreground">
          Email cannot be changed from this page
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={keyId} className="text-sm font-medium">
          OpenAI API Key
        </label>
        <div className="flex gap-2">
          <Input
            id={keyId}
            type={showKey ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            placeholder={profile.apiKeyLast4 ? `Saved key ending in ${profile.apiKeyLast4}` : 'sk-…'}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
          />
          <Button variant="outline" aria-label={showKey ? 'Hide API key' : 'Show API key'} onClick={() => setShowKey(!showKey)}>
            {showKey ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Stored encrypted. {profile.apiKeyLast4 ? 'Enter a new key to replace it.' : 'Used by the AI tools.'}
        </p>
        {profile.apiKeyLast4 && (
          <Button
            variant="link"
            className="h-auto px-0"
            disabled={update.isPending}
            onClick={() => update.mutate({ fullName: profile.fullName, openaiApiKey: null })}
          >
            Remove saved key
          </Button>
        )}
      </div>
      <SubmitButton className="w-40" isPending={update.isPending} busyLabel="Saving profile">
        Save Changes
      </SubmitButton>
    </form>
  );
}
