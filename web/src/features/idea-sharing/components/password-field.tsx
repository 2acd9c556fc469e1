import { SHARE_LIMITS } from '@core/ideas/share-contracts';
import { FormField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/use-t';
import { AmberHint } from './amber-hint';
import { passwordHint, type ShareConfig } from './share-config';

/** A public link's optional password; shorter than 6 characters only warns (§5). */
export function PasswordField({ config, onChange }: { config: ShareConfig; onChange: (config: ShareConfig) => void }) {
  const t = useT();
  const hint = passwordHint(config, t);
  return (
    <div className="space-y-2">
      <SwitchField
        label={t({ id: 'ideaSharing.password.protection', defaultMessage: 'Password protection' })}
        description={t({
          id: 'ideaSharing.password.protectionDescription',
          defaultMessage: 'Ask for a password before the link opens',
        })}
        checked={config.hasPassword}
        onCheckedChange={(hasPassword) => onChange({ ...config, hasPassword })}
      />
      {config.hasPassword && (
        <>
          <FormField
            label={t({ id: 'ideaSharing.password.label', defaultMessage: 'Password' })}
            type="password"
            autoComplete="new-password"
            maxLength={SHARE_LIMITS.password}
            value={config.password}
            onChange={(event) => onChange({ ...config, password: event.target.value })}
          />
          {hint && <AmberHint>{hint}</AmberHint>}
        </>
      )}
    </div>
  );
}
