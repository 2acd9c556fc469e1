import type { AccessType } from '@core/ideas/access';
import { SHARE_LIMITS } from '@core/ideas/share-contracts';
import { useId } from 'react';
import { ChoiceGroup } from './choice-group';
import { EmailListField } from './email-list-field';
import { ExpiryField } from './expiry-field';
import { PasswordField } from './password-field';
import { chooseAccess, HINTS, isAccessAllowed, type ShareConfig } from './share-config';

type StepProps = { config: ShareConfig; onChange: (config: ShareConfig) => void };

const ACCESS = [
  { value: 'view', label: 'View' },
  { value: 'comment', label: 'Comment' },
  { value: 'edit', label: 'Edit' },
] as const;

/** Step 3, Settings: access, recipients and message (e-mail), expiry, and a public link's password. */
export function ShareSettingsStep({ config, onChange }: StepProps) {
  const messageId = useId();
  if (config.method === 'community') {
    return <p className="text-sm text-muted-foreground">Everyone in the community will see the whole idea and can comment on it.</p>;
  }
  const isLink = config.method === 'public-link';
  const access = ACCESS.map((option) => ({ ...option, disabled: !isAccessAllowed(config, option.value) }));
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <ChoiceGroup<AccessType> legend="Access" columns={3} value={config.accessType} options={access} onChange={(value) => onChange(chooseAccess(config, value))} />
        {isLink && <p className="text-sm text-muted-foreground">{HINTS.publicLinkAccess}</p>}
      </div>
      {!isLink && <EmailListField config={config} onChange={onChange} />}
      <div className="space-y-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          Message (optional)
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={SHARE_LIMITS.message}
          value={config.message}
          onChange={(event) => onChange({ ...config, message: event.target.value })}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <ExpiryField config={config} onChange={onChange} />
      {isLink && <PasswordField config={config} onChange={onChange} />}
    </div>
  );
}
