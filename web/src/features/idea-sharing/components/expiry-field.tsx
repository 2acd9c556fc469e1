import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { expiryInDays, QUICK_EXPIRIES, toLocalDateTime, type ShareConfig } from './share-config';

/** An optional expiry: a date and time, or a quick pick of 1 week, 1 month or 3 months from now. */
export function ExpiryField({ config, onChange }: { config: ShareConfig; onChange: (config: ShareConfig) => void }) {
  const id = useId();
  const [earliest] = useState(() => toLocalDateTime(new Date()));
  const set = (expiresAt: string) => onChange({ ...config, expiresAt });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Expires (optional)
      </label>
      <div className="flex gap-2">
        <Input id={id} type="datetime-local" min={earliest} value={config.expiresAt} onChange={(event) => set(event.target.value)} />
        {config.expiresAt && (
          <Button variant="ghost" onClick={() => set('')}>
            No expiry
          </Button>
        )}
      </div>
      <div role="group" aria-label="Expire in" className="flex flex-wrap gap-2">
        {QUICK_EXPIRIES.map(({ label, days }) => (
          <Button key={days} variant="outline" size="sm" onClick={() => set(expiryInDays(days, new Date()))}>
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
