import type { Profile } from '@core/profile/profile-contracts';
import { AI_BASE_URL_MAX_LENGTH, AI_MODEL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@core/profile/profile-contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateProfile } from '../api/update-profile';
import { AiConnectionTest } from './ai-connection-test';

const messages = defineMessages({
  fullNameRequired: { id: 'profile.form.fullNameRequired', defaultMessage: 'Full name is required' },
  fullName: { id: 'profile.form.fullName', defaultMessage: 'Full Name' },
  email: { id: 'profile.form.email', defaultMessage: 'Email' },
  emailNote: { id: 'profile.form.emailNote', defaultMessage: 'Email cannot be changed from this page' },
  aiProvider: { id: 'profile.ai.heading', defaultMessage: 'AI provider' },
  aiProviderNote: {
    id: 'profile.ai.note',
    defaultMessage:
      'Any OpenAI-compatible API: OpenAI itself, or another provider or model server that speaks the same API.',
  },
  aiBaseUrl: { id: 'profile.ai.baseUrl', defaultMessage: 'Base URL' },
  aiModel: { id: 'profile.ai.model', defaultMessage: 'Model' },
  apiKey: { id: 'profile.form.apiKey', defaultMessage: 'OpenAI API Key' },
  hideKey: { id: 'profile.form.hideKey', defaultMessage: 'Hide API key' },
  showKey: { id: 'profile.form.showKey', defaultMessage: 'Show API key' },
  replaceKey: { id: 'profile.form.replaceKey', defaultMessage: 'Stored encrypted. Enter a new key to replace it.' },
  keyUse: { id: 'profile.form.keyUse', defaultMessage: 'Stored encrypted. Used by the AI tools.' },
  removeKey: { id: 'profile.form.removeKey', defaultMessage: 'Remove saved key' },
  busy: { id: 'profile.form.busy', defaultMessage: 'Saving profile' },
  submit: { id: 'profile.form.submit', defaultMessage: 'Save Changes' },
});

const savedKey = defineMessage<{ last4: string }>({
  id: 'profile.form.savedKey',
  defaultMessage: 'Saved key ending in {last4}',
});

/** What an OpenAI key looks like (the same in every language). */
const KEY_EXAMPLE = 'sk-…';

/**
 * Full name, the read-only e-mail, and the AI provider: an OpenAI-compatible API's Base URL, the model, the API key
 * (shown only as its last 4 characters once saved) and 'Test connection'.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.fullName);
  const [aiBaseUrl, setAiBaseUrl] = useState(profile.aiBaseUrl);
  const [aiModel, setAiModel] = useState(profile.aiModel);
  const [apiKey, setApiKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const keyId = useId();
  const said = useSaid();
  /** The server's word on a field it refused (a Base URL that is no web address, an empty model). */
  const issueOf = (field: string) => {
    const issue = update.error instanceof ApiError ? update.error.issues.find(({ path }) => path === field) : undefined;
    return issue && said(issue.message);
  };
  const unsavedAi =
    aiBaseUrl.trim() !== profile.aiBaseUrl || aiModel.trim() !== profile.aiModel || apiKey.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) return setNameError(t(messages.fullNameRequired));
    setNameError(undefined);
    update.mutate(
      { fullName, aiBaseUrl, aiModel, ...(apiKey.trim() ? { openaiApiKey: apiKey } : {}) },
      {
        onSuccess: (saved) => {
          setApiKey('');
          setAiBaseUrl(saved.aiBaseUrl);
          setAiModel(saved.aiModel);
        },
      },
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
        <FormField
          label={t(messages.email)}
          type="email"
          value={profile.email}
          readOnly
          className="bg-muted"
          aria-describedby="email-note"
        />
        <p id="email-note" className="text-sm text-muted-foreground">
          {t(messages.emailNote)}
        </p>
      </div>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t(messages.aiProvider)}</legend>
        <p className="text-sm text-muted-foreground">{t(messages.aiProviderNote)}</p>
        <FormField
          label={t(messages.aiBaseUrl)}
          type="url"
          inputMode="url"
          spellCheck={false}
          maxLength={AI_BASE_URL_MAX_LENGTH}
          value={aiBaseUrl}
          onChange={(event) => setAiBaseUrl(event.target.value)}
          error={issueOf('aiBaseUrl')}
        />
        <FormField
          label={t(messages.aiModel)}
          spellCheck={false}
          maxLength={AI_MODEL_MAX_LENGTH}
          value={aiModel}
          onChange={(event) => setAiModel(event.target.value)}
          error={issueOf('aiModel')}
        />
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
            <Button
              variant="outline"
              aria-label={showKey ? t(messages.hideKey) : t(messages.showKey)}
              onClick={() => setShowKey(!showKey)}
            >
              {showKey ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {profile.apiKeyLast4 ? t(messages.replaceKey) : t(messages.keyUse)}
          </p>
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
        <AiConnectionTest unsaved={unsavedAi} />
      </fieldset>
      <SubmitButton className="w-40" isPending={update.isPending} busyLabel={t(messages.busy)}>
        {t(messages.submit)}
      </SubmitButton>
    </form>
  );
}
