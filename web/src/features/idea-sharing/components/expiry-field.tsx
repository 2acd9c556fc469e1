import { isIsoDate } from '@core/dates/iso-date';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LabelledControl } from '@/components/ui/labelled-control';
import { useT } from '@/lib/i18n/use-t';
import type { ShareConfig } from './share-config';
import {
  END_OF_DAY,
  expiryAt,
  expiryInDays,
  expiryProblem,
  NO_EXPIRY,
  QUICK_EXPIRIES,
  type ShareExpiry,
} from './share-expiry';

/**
 * An optional expiry: a day typed in the company's order (DateField, ADR 0074) and a time, or a quick pick of 1 week,
 * 1 month or 3 months from now. The time is the browser's own time field: a time has no day order to get wrong, it is
 * typed and stepped with the keys, and it gives 'HH:MM' whichever clock it shows (en-IN keeps its 12-hour one, ADR 0070).
 */
export function ExpiryField({ config, onChange }: { config: ShareConfig; onChange: (config: ShareConfig) => void }) {
  const t = useT();
  const { day, time } = config.expiry;
  const set = (expiry: ShareExpiry) => onChange({ ...config, expiry });
  // A day given alone expires at its end, a time given alone today; a day cleared is no expiry.
  const setDay = (next: string) =>
    set(next.trim() === '' ? NO_EXPIRY : { day: next, time: time === '' && isIsoDate(next) ? END_OF_DAY : time });
  const setTime = (next: string) =>
    set({ day: day.trim() === '' && next !== '' ? expiryAt(new Date()).day : day, time: next });
  const problem = expiryProblem(config.expiry, new Date());
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">
        {t({ id: 'ideaSharing.expiry.label', defaultMessage: 'Expires (optional)' })}
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)_9rem] items-start gap-2">
        <DateField
          label={t({ id: 'ideaSharing.expiry.date', defaultMessage: 'Date' })}
          value={day}
          onChange={setDay}
          error={
            problem === 'past'
              ? t({
                  id: 'ideaSharing.expiry.past',
                  defaultMessage: 'This date and time have passed: choose a later one',
                })
              : undefined
          }
        />
        <LabelledControl
          label={t({ id: 'ideaSharing.expiry.time', defaultMessage: 'Time' })}
          error={
            problem === 'noTime'
              ? t({ id: 'ideaSharing.expiry.noTime', defaultMessage: 'Enter a time, or choose No expiry' })
              : undefined
          }
        >
          {(control) => (
            <Input {...control} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
          )}
        </LabelledControl>
      </div>
      <div className="flex flex-wrap gap-2">
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
        {day !== '' && (
          <Button variant="ghost" size="sm" onClick={() => set(NO_EXPIRY)}>
            {t({ id: 'ideaSharing.expiry.clear', defaultMessage: 'No expiry' })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
