import { UNKNOWN_DEVICE } from '@core/user/user-agent';
import type { AccountSession } from '@core/account/session-contracts';
import { Monitor, Smartphone } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { useSaid } from '@/lib/i18n/use-said';

const messages = {
  ...defineMessages({
    thisDevice: { id: 'account.sessions.thisDevice', defaultMessage: 'This device' },
    signOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
    title: { id: 'account.sessions.title', defaultMessage: 'Active sessions' },
    loadFailed: {
      id: 'account.sessions.loadFailed',
      defaultMessage: 'Your sessions could not be loaded. Please reload the page.',
    },
    signOutOthers: { id: 'account.sessions.signOutOthers', defaultMessage: 'Sign out of all other devices' },
  }),
  device: defineMessage<{ browser: string; os: string }>({
    id: 'account.sessions.device',
    defaultMessage: '{browser} on {os}',
  }),
  activity: defineMessage<{ lastActive: string; signedIn: string }>({
    id: 'account.sessions.activity',
    defaultMessage: 'Last active {lastActive} · Signed in {signedIn}',
  }),
  signOutDevice: defineMessage<{ device: string }>({
    id: 'account.sessions.signOutDevice',
    defaultMessage: 'Sign out {device}',
  }),
};

const isMobile = (os: string) => os === 'iOS' || os === 'Android';

function SessionRow({ session }: { session: AccountSession }) {
  const t = useT();
  const said = useSaid();
  const format = useFormat();
  const end = useEndSession();
  const Icon = isMobile(session.os) ? Smartphone : Monitor;
  // What the User-Agent did not tell is said in the page's language; a browser's or system's name is a name.
  const named = (part: string) => (part === UNKNOWN_DEVICE ? said(part) : part);
  const deviceName = t(messages.device, { browser: named(session.browser), os: named(session.os) });
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {deviceName}
          {session.current && (
            <>
              {' '}
              <Badge variant="primary" className="ml-1">
                {t(messages.thisDevice)}
              </Badge>
            </>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {t(messages.activity, {
            lastActive: format.dateTime(session.lastActiveAt),
            signedIn: format.dateTime(session.signedInAt),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={t(messages.signOutDevice, { device: deviceName })}
          onClick={() => end.mutate(session.id)}
        >
          {t(messages.signOut)}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: this device first-class, each other one with its own 'Sign out'. */
export function ActiveSessions() {
  const t = useT();
  const endOthers = useEndOtherSessions();
  return (
    <section aria-labelledby="sessions-heading" className="max-w-xl space-y-2">
      <h3 id="sessions-heading" className="font-semibold">
        {t(messages.title)}
      </h3>
      <QueryContent query={useSessions()} errorMessage={t(messages.loadFailed)} skeletonClassName="h-24">
        {(sessions) => (
          <>
            <ul className="divide-y divide-border" aria-labelledby="sessions-heading">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {sessions.some((session) => !session.current) && (
              <Button variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined)}>
                {t(messages.signOutOthers)}
              </Button>
            )}
          </>
        )}
      </QueryContent>
    </section>
  );
}
