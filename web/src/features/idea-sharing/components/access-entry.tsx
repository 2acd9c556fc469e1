import type { ShareEntry } from '@core/ideas/share-contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

const ACCESS_LABELS = { view: 'View', comment: 'Comment', edit: 'Edit' } as const;

const isExpired = (entry: ShareEntry, now: number) => entry.expiresAt !== null && Date.parse(entry.expiresAt) <= now;
export const isLive = (entry: ShareEntry, now: number) => entry.revokedAt === null && !isExpired(entry, now);

/** Who or what a share is, for its row and the confirmation: the person, or the link and when it was made. */
export const describeEntry = (entry: ShareEntry) =>
  entry.recipient ? entry.recipient.name : `Public link created ${formatDate(entry.sharedAt)}`;

type AccessEntryProps = { entry: ShareEntry; now: number; onRevoke: () => void };

/** One way into the idea: who (or which link), the access, pages, password and expiry; revoked ones struck through. */
export function AccessEntry({ entry, now, onRevoke }: AccessEntryProps) {
  const isRevoked = entry.revokedAt !== null;
  const expired = !isRevoked && isExpired(entry, now);
  const name = describeEntry(entry);
  return (
    <li aria-label={name} className="flex items-start justify-between gap-3 py-3">
      <div className={cn('min-w-0 space-y-1', (isRevoked || expired) && 'text-muted-foreground')}>
        <p className={cn('truncate text-sm font-medium', isRevoked && 'line-through')}>{name}</p>
        {entry.recipient && <p className={cn('truncate text-sm text-muted-foreground', isRevoked && 'line-through')}>{entry.recipient.email}</p>}
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge>{ACCESS_LABELS[entry.accessType]}</Badge>
          <Badge>{entry.pageIds ? `${entry.pageIds.length} ${entry.pageIds.length === 1 ? 'page' : 'pages'}` : 'Full idea'}</Badge>
          {entry.hasPassword && <Badge>Password</Badge>}
          {isRevoked && <Badge variant="warning">Revoked</Badge>}
          {expired && <Badge variant="warning">Expired</Badge>}
          <span className="text-muted-foreground">{entry.expiresAt ? `Expires ${formatDate(entry.expiresAt)}` : 'No expiry'}</span>
        </div>
      </div>
      {isLive(entry, now) && (
        <Button variant="outline" size="sm" aria-label={`Revoke ${name}`} onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </li>
  );
}
