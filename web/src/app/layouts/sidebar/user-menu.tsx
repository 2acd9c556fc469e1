import { getDisplayName } from '@core/user/display-name';
import { LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { SessionUser } from '@/lib/session';
import { useSignOut } from '@/features/auth/api/use-sign-out';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/** The user block (avatar, display name, e-mail) opening Profile, Preferences and 'Sign out'. */
export function UserMenu({ user, expanded }: { user: SessionUser; expanded: boolean }) {
  const t = useT();
  const signOut = useSignOut();
  const name = getDisplayName(user);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t({ id: 'shell.userMenu.trigger', defaultMessage: 'Account menu for {name}' }, { name })}
        className={cn(
          'flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-muted',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        <Avatar user={user} />
        {expanded && (
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content side="right" align="end" sideOffset={8} className="z-50 min-w-44 rounded-md border border-border bg-card p-1 shadow-lg">
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile.getHref()}>
              <User className="size-4" aria-hidden="true" /> {t({ id: 'shell.userMenu.profile', defaultMessage: 'Profile' })}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.preferences.getHref()}>
              <Settings className="size-4" aria-hidden="true" /> {t({ id: 'shell.userMenu.preferences', defaultMessage: 'Preferences' })}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            <LogOut className="size-4" aria-hidden="true" /> {t({ id: 'shell.userMenu.signOut', defaultMessage: 'Sign out' })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
