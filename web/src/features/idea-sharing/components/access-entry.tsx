import { shareEntryState, type ShareEntry } from '@core/ideas/share-contracts';
import { defineMessages } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFormat, type Format } from '@/lib/use-format';
import { ACCESS_LABELS } from './share-config';
import type { Translate } from '@/lib/i18n/use-t';

const messages = defineMessages({
  fullIdea: { id: 'ideaSharing.accessEntry.fullIdea', defaultMessage: 'Full idea' },
  password: { id: 'ideaSharing.accessEntry.password', defaultMessage: 'Password' },
  revoked: { id: 'ideaSharing.accessEntry.revoked', defaultMessage: 'Revoked' },
  expired: { id: 'ideaSharing.accessEntry.expired', defaultMessage: 'Expired' },
  noExpiry: { id: 'ideaSharing.accessEntry.noExpiry', defaultMessage: 'No expiry' },
  revoke: { id: 'ideaSharing.accessEntry.revoke', defaultMessage: 'Revoke' },
});

/** Who or what a share is, for its row and the confirmation: the person, or the link and when it was made. */
const describeEntry = (entry: ShareEntry, t: Translate, format: Format) =>
  entry.recipient
    ? entry.recipient.name
    : t(
        { id: 'ideaSharing.accessEntry.publicLink', defaultMessage: 'Public link created {date}' },
        { date: format.date(entry.sharedAt) },
      );

type AccessEntryProps = { entry: ShareEntry; now: Date; onRevoke: () => void };

/** One way into the idea: who (or which link), the access, pages, password and expiry; revoked ones struck through. */
export function AccessEntry({ entry, now, onRevoke }: AccessEntryProps) {
  const t = useT();
  const format = useFormat();
  const state = shareEntryState(entry, now);
  const isRevoked = state === 'revoked';
  const expired = state === 'expired';
  const name = describeEntry(entry, t, format);
  return (
    <li aria-label={name} className="flex items-start justify-between gap-3 py-3">
      <div className={cn('min-w-0 space-y-1', (isRevoked || expired) && 'text-muted-foreground')}>
        <p className={cn('truncate text-sm font-medium', isRevoked && 'line-through')}>{name}</p>
        {entry.recipient && (
          <p className={cn('truncate text-sm text-muted-foreground', isRevoked && 'line-through')}>
            {entry.recipient.email}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge>{t(ACCESS_LABELS[entry.accessType])}</Badge>
          <Badge>
            {entry.pageIds
              ? t(
                  {
                    id: 'ideaSharing.accessEntry.pages',
                    defaultMessage: '{count, plural, one {# page} other {# pages}}',
                  },
                  { count: entry.pageIds.length },
                )
              : t(messages.fullIdea)}
          </Badge>
          {entry.hasPassword && <Badge>{t(messages.password)}</Badge>}
          {isRevoked && <Badge variant="warning">{t(messages.revoked)}</Badge>}
          {expired && <Badge variant="warning">{t(messages.expired)}</Badge>}
          <span className="text-muted-foreground">
            {entry.expiresAt
              ? t(
                  { id: 'ideaSharing.accessEntry.expires', defaultMessage: 'Expires {date}' },
                  { date: format.date(entry.expiresAt) },
                )
              : t(messages.noExpiry)}
          </span>
        </div>
      </div>
      {state === 'live' && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t({ id: 'ideaSharing.accessEntry.revokeNamed', defaultMessage: 'Revoke {name}' }, { name })}
          onClick={onRevoke}
        >
          {t(messages.revoke)}
        </Button>
      )}
    </li>
  );
}
