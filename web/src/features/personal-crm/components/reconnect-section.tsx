import type { Contact } from '@core/tools/personal-crm/contact-record';
import { reconnectList } from '@core/tools/personal-crm/reconnect';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/**
 * 'Reconnect': who is due for a catch-up today (their 'keep in touch every N days' has come round since the last
 * interaction), the longest waiting first; 'Log a catch-up' opens their record at its interaction log.
 */
export function ReconnectSection({
  contacts,
  today,
  onOpen,
}: {
  contacts: readonly Contact[];
  today: string | null;
  onOpen: (id: string, opener: HTMLElement) => void;
}) {
  const t = useT();
  const format = useFormat();
  const due = today === null ? [] : reconnectList(contacts, today);
  const anyKept = contacts.some((contact) => contact.keepInTouchDays !== null);
  return (
    <SectionCard
      title={t({ id: 'personalCrm.reconnect.title', defaultMessage: 'Reconnect' })}
      summary={t(
        {
          id: 'personalCrm.reconnect.summary',
          defaultMessage: '{count, plural, =0 {Nobody due} one {# person due} other {# people due}}',
        },
        { count: due.length },
      )}
    >
      {due.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {anyKept
            ? t({ id: 'personalCrm.reconnect.none', defaultMessage: 'Nobody is due for a catch-up today.' })
            : t({
                id: 'personalCrm.reconnect.howTo',
                defaultMessage:
                  "Set 'Keep in touch every (days)' on a contact to be reminded when it is time to reconnect.",
              })}
        </p>
      ) : (
        <ul
          className="divide-y"
          aria-label={t({ id: 'personalCrm.reconnect.list', defaultMessage: 'Due to reconnect' })}
        >
          {due.map(({ contact, dueOn, daysLate }) => (
            <li key={contact.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{contact.name}</p>
                <p className="text-xs text-muted-foreground">
                  {daysLate === 0
                    ? t({ id: 'personalCrm.reconnect.dueToday', defaultMessage: 'Due today' })
                    : t(
                        {
                          id: 'personalCrm.reconnect.dueSince',
                          defaultMessage: 'Due since {date} ({days, plural, one {# day} other {# days}})',
                        },
                        { date: format.calendarDate(dueOn), days: daysLate },
                      )}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={t(
                  { id: 'personalCrm.reconnect.logFor', defaultMessage: 'Log a catch-up with {name}' },
                  { name: contact.name },
                )}
                onClick={(event) => onOpen(contact.id, event.currentTarget)}
              >
                {t({ id: 'personalCrm.reconnect.log', defaultMessage: 'Log a catch-up' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
