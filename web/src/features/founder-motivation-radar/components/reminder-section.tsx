import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/ui/select-field';
import { useI18n, useT } from '@/lib/i18n/use-t';

/** Monday 30 November 2026 and the six days after it: the weekdays' names in the page's language, ISO-numbered. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const dayOf = (weekday: number) => new Date(Date.UTC(2026, 10, 29 + weekday, 12));

type ReminderSectionProps = {
  reminderDay: number | null;
  timeZone: string;
  onChange: (reminderDay: number | null) => void;
};

/**
 * The optional weekly reminder (ADR 0106): a day of the week, or off. On that day from 08:00 in the log's time zone, a
 * week without a check-in yet is reminded of once, in the inbox and by e-mail.
 */
export function ReminderSection({ reminderDay, timeZone, onChange }: ReminderSectionProps) {
  const t = useT();
  const intl = useI18n();
  const name = (weekday: number) => intl.formatDate(dayOf(weekday), { weekday: 'long', timeZone: 'UTC' });
  const off = t({ id: 'motivationRadar.reminder.off', defaultMessage: 'Off' });
  return (
    <SectionCard
      title={t({ id: 'motivationRadar.reminder.title', defaultMessage: 'Weekly reminder' })}
      summary={reminderDay === null ? off : name(reminderDay)}
    >
      <SelectField
        label={t({ id: 'motivationRadar.reminder.day', defaultMessage: 'Remind me on' })}
        value={reminderDay === null ? 'off' : String(reminderDay)}
        options={[{ value: 'off', label: off }, ...WEEKDAYS.map((day) => ({ value: String(day), label: name(day) }))]}
        onChange={(value) => onChange(value === 'off' ? null : Number(value))}
      />
      <p className="text-sm text-muted-foreground">
        {reminderDay === null
          ? t({
              id: 'motivationRadar.reminder.howTo',
              defaultMessage: 'Choose a day to be reminded when you have not checked in that week.',
            })
          : t(
              {
                id: 'motivationRadar.reminder.on',
                defaultMessage:
                  'Every {day} from 08:00 ({timeZone}), if you have not checked in that week yet, a reminder comes to your inbox, and by e-mail while E-mail notifications is on in Settings.',
              },
              { day: name(reminderDay), timeZone },
            )}
      </p>
    </SectionCard>
  );
}
