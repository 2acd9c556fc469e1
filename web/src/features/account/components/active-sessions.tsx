import type { AccountSession } from '@core/account/session-contracts';
import { Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryContent } from '@/components/ui/query-content';
import { formatDateTime } from '@/lib/format';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const isMobile = (os: string) => os === 'iOS' || os === 'Android';
const deviceName = (session: AccountSession) => `${session.browser} on ${session.os}`;

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const Icon = isMobile(session.os) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {deviceName(session)}
          {session.current && (
            <>
              {' '}
              <Badge variant="primary" className="ml-1">
                This device
              </Badge>
            </>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          Last active {formatDateTime(session.lastActiveAt)} · Signed in {formatDateTime(session.signedInAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={`Sign out ${deviceName(session)}`}
          onClick={() => end.mutate(session.id)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: this device first-class, each other one with its own 'Sign out'. */
export function ActiveSessions() {
  const endOthers = useEndOtherSessions();
  return (
    <section aria-labelledby="sessions-heading" className="max-w-xl space-y-2">
      <h3 id="sessions-heading" className="font-semibold">
        Active sessions
      </h3>
      <QueryContent query={useSessions()} errorMessage="Your sessions could not be loaded. Please reload the page." skeletonClassName="h-24">
        {(sessions) => (
          <>
            <ul className="divide-y divide-border" aria-labelledby="sessions-heading">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {sessions.some((session) => !session.current) && (
              <Button variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined)}>
                Sign out of all other devices
              </Button>
            )}
          </>
        )}
      </QueryContent>
    </section>
  );
}
