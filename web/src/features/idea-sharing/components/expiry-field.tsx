import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { expiryInDays, QUICK_EXPIRIES, toLocalDateTime, type ShareConfig } from './share-config';

/** An optional expiry: a date and time, or a quick pick of 1 week, 1 month or 3 months from now. */
export function ExpiryField({ config, onChange }: { config: ShareConfig; onChange: (config: ShareConfig) => void }) {
  const t = useT();
  const id = useId();
  const [earliest] = useState(() => toLocalDateTime(new Date()));
  const set = (expiresAt: string) => onChange({ ...config, expiresAt });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t({ id: 'ideaSharing.expiry.label', defaultMessage: 'Expires (optional)' })}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="datetime-local"
          min={earliest}
          value={config.expiresAt}
          onChange={(event) => set(event.target.value)}
        />
        {config.expiresAt && (
          <Button variant="ghost" onClick={() => set('')}>
            {t({ id: 'ideaSharing.expiry.clear', defaultMessage: 'No expiry' })}
          </Button>
        )}
      </div>
      <div
        role="group"
        aria-label={t({ id: 'ideaSharing.expiry.quickPicks', defaultMessage: 'Expire in' })}
        className="flex flex-wrap gap-2"
      >
        {QUICK_EXPIRIES.map(({ label, days }) => (
          <Button key={days} variant="outline" size="sm" onClick={() => set(expiryInDays(days, new Date()))}>
            {t(label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
