import type { Profile } from '@core/profile/profile-contracts';
import { FULL_NAME_MAX_LENGTH } from '@core/profile/profile-contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateProfile } from '../api/update-profile';

const messages = defineMessages({
  fullNameRequired: { id: 'profile.form.fullNameRequired', defaultMessage: 'Full name is required' },
  fullName: { id: 'profile.form.fullName', defaultMessage: 'Full Name' },
  email: { id: 'profile.form.email', defaultMessage: 'Email' },
  emailNote: { id: 'profile.form.emailNote', defaultMessage: 'Email cannot be changed from this page' },
  apiKey: { id: 'profile.form.apiKey', defaultMessage: 'OpenAI API Key' },
  hideKey: { id: 'profile.form.hideKey', defaultMessage: 'Hide API key' },
  showKey: { id: 'profile.form.showKey', defaultMessage: 'Show API key' },
  replaceKey: { id: 'profile.form.replaceKey', defaultMessage: 'Stored encrypted. Enter a new key to replace it.' },
  keyUse: { id: 'profile.form.keyUse', defaultMessage: 'Stored encrypted. Used by the AI tools.' },
  removeKey: { id: 'profile.form.removeKey', defaultMessage: 'Remove saved key' },
  busy: { id: 'profile.form.busy', defaultMessage: 'Saving profile' },
  submit: { id: 'profile.form.submit', defaultMessage: 'Save Changes' },
});

const savedKey = defineMessage<{ last4: string }>({ id: 'profile.form.savedKey', defaultMessage: 'Saved key ending in {last4}' });

/** What an OpenAI key looks like (the same in every language). */
const KEY_EXAMPLE = 'sk-…';

/** Full name, the read-only e-mail, and an AI provider API key (shown only as its last 4 characters once saved). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.fullName);
  const [apiKey, setApiKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const keyId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) return setNameError(t(messages.fullNameRequired));
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
        label={t(messages.fullName)}
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={nameError}
      />
      <div className="space-y-1.5">
        <FormField label={t(messages.email)} type="email" value={profile.email} readOnly className="bg-muted" aria-describedby="email-note" />
        <p id="email-note" className="text-sm text-muted-foreground">
          {t(messages.emailNote)}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={keyId} className="text-sm font-medium">
          {t(messages.apiKey)}
        </label>
        <div className="flex gap-2">
          <Input
            id={keyId}
            type={showKey ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            placeholder={profile.apiKeyLast4 ? t(savedKey, { last4: profile.apiKeyLast4 }) : KEY_EXAMPLE}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
          />
          <Button variant="outline" aria-label={showKey ? t(messages.hideKey) : t(messages.showKey)} onClick={() => setShowKey(!showKey)}>
            {showKey ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{profile.apiKeyLast4 ? t(messages.replaceKey) : t(messages.keyUse)}</p>
        {profile.apiKeyLast4 && (
          <Button
            variant="link"
            className="h-auto px-0"
            disabled={update.isPending}
            onClick={() => update.mutate({ fullName: profile.fullName, openaiApiKey: null })}
          >
            {t(messages.removeKey)}
          </Button>
        )}
      </div>
      <SubmitButton className="w-40" isPending={update.isPending} busyLabel={t(messages.busy)}>
        {t(messages.submit)}
      </SubmitButton>
    </form>
  );
}
