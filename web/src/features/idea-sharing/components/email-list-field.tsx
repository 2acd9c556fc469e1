import { SHARE_LIMITS } from '@core/ideas/share-contracts';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { addEmail, removeEmail, type ShareConfig } from './share-config';
import { FormAlert } from '@/components/ui/form-alert';

/** The recipients: type an address, then 'Add' or Enter (which adds, never moves the step on); each one removable. */
export function EmailListField({ config, onChange }: { config: ShareConfig; onChange: (config: ShareConfig) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addEmail(config, draft, t);
    setError(result.error);
    if (result.config !== config) {
      onChange(result.config);
      setDraft('');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const isFull = config.emails.length >= SHARE_LIMITS.emails;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t({ id: 'ideaSharing.emails.label', defaultMessage: 'Email address' })}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          autoComplete="off"
          placeholder={t({ id: 'ideaSharing.emails.placeholder', defaultMessage: 'name@example.com' })}
          value={draft}
          disabled={isFull}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={isFull}>
          {t({ id: 'ideaSharing.emails.add', defaultMessage: 'Add' })}
        </Button>
      </div>
      <FormAlert id={`${id}-error`} message={error} />
      {config.emails.length > 0 && (
        <ul
          aria-label={t({ id: 'ideaSharing.emails.recipients', defaultMessage: 'Recipients' })}
          className="flex flex-wrap gap-1.5"
        >
          {config.emails.map((email) => (
            <li key={email} className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pl-3 pr-1 text-sm">
              {email}
              <IconButton
                label={t({ id: 'ideaSharing.emails.remove', defaultMessage: 'Remove {email}' }, { email })}
                icon={X}
                className="size-6"
                onClick={() => onChange(removeEmail(config, email))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
