import type { AccessType } from '@core/ideas/access';
import { SHARE_LIMITS, SHARE_MESSAGES } from '@core/ideas/share-contracts';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { ChoiceGroup } from './choice-group';
import { EmailListField } from './email-list-field';
import { ExpiryField } from './expiry-field';
import { PasswordField } from './password-field';
import { ACCESS_LABELS, chooseAccess, isAccessAllowed, type ShareConfig } from './share-config';
import { useSaid } from '@/lib/i18n/use-said';

type StepProps = { config: ShareConfig; onChange: (config: ShareConfig) => void };

const ACCESS_TYPES = ['view', 'comment', 'edit'] as const satisfies readonly AccessType[];

/** Step 3, Settings: access, recipients and message (e-mail), expiry, and a public link's password. */
export function ShareSettingsStep({ config, onChange }: StepProps) {
  const t = useT();
  const said = useSaid();
  const messageId = useId();
  if (config.method === 'community') {
    return (
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'ideaSharing.settings.community',
          defaultMessage: 'Everyone in the community will see the whole idea and can comment on it.',
        })}
      </p>
    );
  }
  const isLink = config.method === 'public-link';
  const access = ACCESS_TYPES.map((value) => ({
    value,
    label: t(ACCESS_LABELS[value]),
    disabled: !isAccessAllowed(config, value),
  }));
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <ChoiceGroup<AccessType>
          legend={t({ id: 'ideaSharing.settings.access', defaultMessage: 'Access' })}
          columns={3}
          value={config.accessType}
          options={access}
          onChange={(value) => onChange(chooseAccess(config, value))}
        />
        {isLink && <p className="text-sm text-muted-foreground">{said(SHARE_MESSAGES.publicLinkAccess)}</p>}
      </div>
      {!isLink && <EmailListField config={config} onChange={onChange} />}
      <div className="space-y-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          {t({ id: 'ideaSharing.settings.message', defaultMessage: 'Message (optional)' })}
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
